CREATE TABLE "webhook_journal_checkpoints" (
	"name" text PRIMARY KEY NOT NULL,
	"segment" integer NOT NULL,
	"offset" bigint NOT NULL
);
