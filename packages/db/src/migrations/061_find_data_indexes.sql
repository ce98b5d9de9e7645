-- Find Data (issue 17) looks users up by the payout account their claims went to, whatever the case:
-- an index on the lowered value, only where a claim has one, so the lookup is not a scan of every payment.
CREATE INDEX IF NOT EXISTS payments_payout_account_lower_idx
  ON admin.payments (lower(payout_account))
  WHERE payout_account IS NOT NULL;
