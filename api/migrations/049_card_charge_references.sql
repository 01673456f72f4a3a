-- A card charge happens at most once, and only when the platform says so (issue 23).
-- Every card top-up (a deposit by a saved card, a refill, a support-tool retry) keeps the
-- reference its charge was sent under at the card provider, so the check-up that settles
-- a charge whose answer was lost (a time-out, an error, a crash) asks the provider about
-- that reference (CardProviderAdapter.chargeStatus) and never sends the charge again, and
-- staff see which charge a top-up was.
--
-- A deposit by card is now written before its card is charged: status 1 (under way,
-- counted under the wallet's ceiling like any card money under way) with its reference,
-- then 2 with its ledger transaction, or 3 with the reason; a failed one whose charge the
-- provider did make after all is credited once by the check-up and completed, with a note.
ALTER TABLE payment_transactions ADD COLUMN provider_reference text CHECK (length(provider_reference) BETWEEN 1 AND 200);
CREATE UNIQUE INDEX payment_transactions_provider_reference_idx
  ON payment_transactions (provider_reference) WHERE provider_reference IS NOT NULL;

-- The references of the refills that were charged (their job's id is the charge's reference).
UPDATE payment_transactions t SET provider_reference = r.job_id::text
  FROM refill_attempts r
 WHERE r.payment_transaction_id = t.id AND (r.credit_card_id IS NOT NULL OR r.mobilepay_agreement_id IS NOT NULL);
