-- MobilePay agreements (issue 16): the card provider notifies an agreement's outcome
-- (agreement_approved with the token to charge, or agreement_failed), recorded once per
-- event like its other notifications.
ALTER TABLE card_provider_events DROP CONSTRAINT card_provider_events_kind_check;
ALTER TABLE card_provider_events
  ADD CONSTRAINT card_provider_events_kind_check
  CHECK (kind IN ('card_registered', 'card_registration_failed', 'payment_completed', 'payment_failed', 'agreement_approved', 'agreement_failed'));
