-- Norwegian is "nb" (Bokmål) in the one registry of languages the store shares with the interface, not "no".
UPDATE "stores" SET "locales" = array_replace("locales", 'no', 'nb') WHERE 'no' = ANY("locales");--> statement-breakpoint
UPDATE "store_categories" SET "names" = ("names" - 'no') || jsonb_build_object('nb', "names"->'no') WHERE "names" ? 'no';--> statement-breakpoint
UPDATE "store_items" SET "names" = ("names" - 'no') || jsonb_build_object('nb', "names"->'no') WHERE "names" ? 'no';--> statement-breakpoint
UPDATE "store_items" SET "descriptions" = ("descriptions" - 'no') || jsonb_build_object('nb', "descriptions"->'no') WHERE "descriptions" ? 'no';--> statement-breakpoint
UPDATE "order_requests" SET "locale" = 'nb' WHERE "locale" = 'no';
