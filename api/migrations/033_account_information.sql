-- Account information (issue 14): the user's mobile number, a wallet's e-mail and grade,
-- and the special grade lists of customers and of the whole system (spec sections 3
-- "Grade", 5 "Grades" and "Other", 6). Mobile numbers are 10 digits: a 2-digit country
-- code and 8 digits.

ALTER TABLE users ADD COLUMN mobile_number text CHECK (mobile_number ~ '^[0-9]{10}$');

-- A grade is number and letter; its level says whether it is ordinary, from a special
-- grade list, or the employee grade (99 or higher). All three are set, or none.
ALTER TABLE wallets
  ADD COLUMN email text CHECK (email = lower(email) AND email LIKE '%_@_%' AND length(email) <= 254),
  ADD COLUMN grade_number smallint,
  ADD COLUMN grade_letter text CHECK (grade_letter ~ '^[A-Z]$'),
  ADD COLUMN grade_level text CHECK (grade_level IN ('Grade', 'Special', 'Employee')),
  ADD CONSTRAINT wallets_grade_check CHECK (
    (grade_number IS NULL AND grade_letter IS NULL AND grade_level IS NULL)
    OR (grade_number IS NOT NULL AND grade_letter IS NOT NULL AND grade_level IS NOT NULL AND
        CASE WHEN grade_level = 'Employee' THEN grade_number BETWEEN 99 AND 999 ELSE grade_number BETWEEN -1 AND 12 END)
  );

-- A customer's special grade lists apply to it and the customers below it (a
-- municipality's to its schools); a list without a customer is system-wide.
CREATE TABLE special_grade_lists (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  customer_id uuid REFERENCES customers (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX special_grade_lists_customer_name_idx ON special_grade_lists (customer_id, name) WHERE customer_id IS NOT NULL;
CREATE UNIQUE INDEX special_grade_lists_system_name_idx ON special_grade_lists (name) WHERE customer_id IS NULL;

-- A special grade is named like any grade ('3. S': number -1 to 12, a letter A to Z).
CREATE TABLE special_grades (
  list_id uuid NOT NULL REFERENCES special_grade_lists (id) ON DELETE CASCADE,
  position smallint NOT NULL CHECK (position >= 0),
  number smallint NOT NULL CHECK (number BETWEEN -1 AND 12),
  letter text NOT NULL CHECK (letter ~ '^[A-Z]$'),
  PRIMARY KEY (list_id, position),
  UNIQUE (list_id, number, letter)
);
