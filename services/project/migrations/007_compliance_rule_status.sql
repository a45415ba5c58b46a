-- What the regulation library said about a compliance item's rule when the plan was made:
-- it binds the company today, only from a later date (upcoming), or a fact or figure is open.
ALTER TABLE compliance_items ADD COLUMN rule_status text CHECK (rule_status IN ('applies', 'upcoming', 'undetermined'));
ALTER TABLE compliance_items ADD COLUMN applies_from date;
