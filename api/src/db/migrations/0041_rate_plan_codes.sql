-- Managers add rate plans (meal plans, packages): a plan's code is a slug guests' requests name, so the
-- database holds it to the shape the contract checks, and a plan's order to the range the screen offers.
ALTER TABLE rate_plans
  ADD CONSTRAINT rate_plans_code_shape CHECK (code ~ '^[a-z][a-z0-9-]{1,39}$'),
  ADD CONSTRAINT rate_plans_name_present CHECK (length(btrim(name)) > 0);
