-- Room on each page so that recording an attempt's outcome over the row its claim wrote is a
-- HOT update: no second primary-key entry per attempt, and less for vacuum to clean up.
ALTER TABLE delivery_attempts SET (fillfactor = 60);
