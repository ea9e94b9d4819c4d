ALTER TABLE inbox_messages DROP CONSTRAINT inbox_messages_uniq;
