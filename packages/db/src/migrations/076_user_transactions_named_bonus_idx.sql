-- Named bonuses (issue 17): each rule's grant count and points (a lateral count per rule) and a product's
-- Granted tab read Bonus 200 transactions by their rule; few transactions name a rule, so a partial index
-- keeps those lookups off a scan of every user transaction.
CREATE INDEX user_transactions_named_bonus_idx ON admin.user_transactions (named_bonus_rule_id, type)
  INCLUDE (user_reward) WHERE named_bonus_rule_id IS NOT NULL;
