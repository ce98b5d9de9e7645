-- Whether an app's users are routed to surveys (App Overview's "surveys running", issue 15): the switch
-- Stop/Resume App Survey (app_survey_stop_resume, top admins only) turns on /apps.
ALTER TABLE core.apps ADD COLUMN surveys_running boolean NOT NULL DEFAULT true;
