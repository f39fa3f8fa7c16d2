-- Fundamentals the stock pages' financial-strength view needs (issue 12, Deliver 2): balance
-- sheet, income statement and cash-flow figures beside the quarterly results of 0003.
-- Units: paise (bigint), like the other money columns. Flows (ebit, interest_expense,
-- operating_cash_flow, gross_profit) are of the quarter; the rest are stocks at period_end.
-- Nullable: a company's imported results may lack some of them; the demo generator always
-- fills them, and views that need a missing figure say it is not available.
ALTER TABLE quarterly_fundamentals
  ADD COLUMN total_assets bigint CHECK (total_assets >= 0),
  ADD COLUMN current_assets bigint CHECK (current_assets >= 0),
  ADD COLUMN current_liabilities bigint CHECK (current_liabilities >= 0),
  ADD COLUMN retained_earnings bigint,
  ADD COLUMN ebit bigint,
  ADD COLUMN interest_expense bigint CHECK (interest_expense >= 0),
  ADD COLUMN operating_cash_flow bigint,
  ADD COLUMN gross_profit bigint,
  ADD COLUMN long_term_debt bigint CHECK (long_term_debt >= 0);
