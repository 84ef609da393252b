-- Phones are stored in E.164 (`+998901234567`) since one rule reads them; rows written before in the old grouped
-- spelling (`+998 90 123 45 67`) take the same shape, so a phone is one string whatever its age.
update applications set phone = replace(phone, ' ', '')
  where phone ~ '^\+998 [0-9]{2} [0-9]{3} [0-9]{2} [0-9]{2}$';
update ambassadors set phone = replace(phone, ' ', '')
  where phone ~ '^\+998 [0-9]{2} [0-9]{3} [0-9]{2} [0-9]{2}$';
