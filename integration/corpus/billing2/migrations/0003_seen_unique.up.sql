CREATE UNIQUE INDEX seen_deliveries_delivery_id_key ON seen_deliveries (delivery_id);
