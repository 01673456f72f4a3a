-- The meeting options edited on the partner site (issue 25, role CatalogueMeeting).
--
-- * A meeting location (a catalogue owner of kind 'meeting_location') has delivery
--   windows: daily times (Copenhagen, from before to, both included) on chosen ISO
--   weekdays (1 Monday … 7 Sunday). A location without windows delivers at any time; with
--   windows, an order (or a change of one) for a time outside them is refused.
-- * A department or location that orders use is withdrawn, not removed: the orders keep
--   it, the ordering side no longer offers it. One that no order uses is removed.
-- The rules of both are @kk/domain validateMeetingLocation and validateMeetingDepartment.

CREATE TABLE meeting_locations (
  owner_id uuid PRIMARY KEY REFERENCES catalogue_owners (id),
  active boolean NOT NULL DEFAULT true
);

CREATE TABLE meeting_location_windows (
  location_id uuid NOT NULL REFERENCES catalogue_owners (id),
  position smallint NOT NULL CHECK (position BETWEEN 0 AND 49),
  weekdays smallint[] NOT NULL CHECK (cardinality(weekdays) BETWEEN 1 AND 7 AND weekdays <@ ARRAY[1, 2, 3, 4, 5, 6, 7]::smallint[]),
  from_time time NOT NULL,
  to_time time NOT NULL CHECK (to_time > from_time),
  PRIMARY KEY (location_id, position)
);

-- The locations a database already holds.
INSERT INTO meeting_locations (owner_id) SELECT id FROM catalogue_owners WHERE kind = 'meeting_location';

ALTER TABLE meeting_departments ADD COLUMN active boolean NOT NULL DEFAULT true;
