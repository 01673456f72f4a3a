-- Help videos (spec section 3, "Help video": VideoUrl and an expand flag) listed by
-- GET /api/assets/HelpVideos. Product content rather than demo data, so the rows ship
-- with the schema. The files are served by the shell (shell/static/help/).

CREATE TABLE help_videos (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9-]{1,60}$'),
  video_url text NOT NULL CHECK (length(video_url) BETWEEN 1 AND 500),
  title_da text NOT NULL CHECK (length(title_da) BETWEEN 1 AND 200),
  title_en text NOT NULL CHECK (length(title_en) BETWEEN 1 AND 200),
  description_da text NOT NULL CHECK (length(description_da) <= 1000),
  description_en text NOT NULL CHECK (length(description_en) <= 1000),
  expand boolean NOT NULL DEFAULT false,
  sort_order integer NOT NULL
);

INSERT INTO help_videos (id, video_url, title_da, title_en, description_da, description_en, expand, sort_order) VALUES
  ('add-funds', '/help/add-funds.webm',
   'Sådan sætter du penge ind', 'How to add funds',
   'Vælg tegnebogen, vælg et beløb, og betal med dit betalingskort. Pengene kan bruges med det samme.',
   'Choose the wallet, choose an amount and pay with your payment card. The money can be used at once.',
   true, 1),
  ('order-food', '/help/order-food.webm',
   'Sådan bestiller du mad', 'How to order food',
   'Åbn madplanen, vælg dage og retter, og læg dem i kurven. Betal fra tegnebogen, før fristen udløber.',
   'Open the food plan, pick days and dishes and put them in the basket. Pay from the wallet before the deadline.',
   false, 2),
  ('school-card', '/help/school-card.webm',
   'Sådan tilknytter du et skolekort', 'How to add a school card',
   'Skriv nummeret fra kortets bagside under tegnebogen. Kortet virker ved kassen få minutter efter.',
   'Enter the number from the back of the card under the wallet. The card works at the till a few minutes later.',
   false, 3);
