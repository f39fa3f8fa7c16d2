-- Settings the app reads at startup (spec 4: maintenance switch) and the archive's data-update
-- time that keys the client cache (spec 7, GET /general/dailydatacheck).

CREATE TABLE app_settings (
  key text PRIMARY KEY,
  value text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

INSERT INTO app_settings (key, value) VALUES ('UNDER_MAINTENANCE', '0');

CREATE TABLE data_status (
  countrycode text PRIMARY KEY,
  updatedatetime timestamptz NOT NULL
);

INSERT INTO data_status (countrycode, updatedatetime) VALUES ('IND', now());
