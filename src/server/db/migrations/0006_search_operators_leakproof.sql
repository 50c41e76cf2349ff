-- Under row-level security the planner uses a condition in an index scan only when its function is LEAKPROOF (it
-- cannot reveal anything about rows the policy hides). Full-text match (@@) and ILIKE only compare their arguments,
-- so marking them lets ticket search use its GIN indexes (tsvector, trigram) instead of reading every ticket of the
-- organization. Only a superuser may mark them; without one, search stays correct and is only slower.
DO $$
BEGIN
  IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    ALTER FUNCTION ts_match_vq(tsvector, tsquery) LEAKPROOF;
    ALTER FUNCTION texticlike(text, text) LEAKPROOF;
  ELSE
    RAISE NOTICE 'ticket search will not use its indexes: marking @@ and ILIKE leakproof needs a superuser';
  END IF;
END $$;
