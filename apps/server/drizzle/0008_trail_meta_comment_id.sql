-- Meta's comment id exactly as Meta gave it, shown by the trail; comment_id stays the once-only guard's key.
ALTER TABLE "reply_trails" ADD COLUMN "meta_comment_id" text;
