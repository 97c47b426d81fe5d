-- What every instance remembers of a shop's routing (its slug's answer, its domain) is forgotten
-- when the shop's slug, status or domain changes, by whatever statement changes it
-- (docs/decisions/0020-shop-routing.md): a notification on chair_shops names the shop's slugs and
-- domains before and after. The change counter (event_seq), updated by every change in a shop,
-- is not among the columns, so it notifies nothing.
CREATE FUNCTION shops_notify_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before_slug text;
  before_domain text;
  after_slug text;
  after_domain text;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    before_slug := OLD.slug;
    before_domain := OLD.domain;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    after_slug := NEW.slug;
    after_domain := NEW.domain;
  END IF;
  PERFORM pg_notify('chair_shops', json_build_object(
    'slugs', json_build_array(before_slug, after_slug),
    'domains', json_build_array(before_domain, after_domain))::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER shops_changed AFTER INSERT OR DELETE OR UPDATE OF slug, status, domain ON shops
  FOR EACH ROW EXECUTE FUNCTION shops_notify_changed();
