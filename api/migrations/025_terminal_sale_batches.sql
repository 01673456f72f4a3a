-- Canteen sales that arrive at the same moment, in one round trip and one transaction
-- (payment_terminal_sales), and the hot path's first read as single-row lookups
-- (payment_terminal_context). Both functions now live in repeatable/terminal.sql, the
-- one place the terminal's SQL is defined; this version stays recorded so that its
-- number is never reused.
SELECT 1;
