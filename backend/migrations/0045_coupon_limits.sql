-- The owner's coupons (back office, src/contracts/admin-coupons.ts): a coupon may be limited to a
-- number of uses in total. A use is a PAID order that took the coupon's discount
-- (orders.coupon_code, set only when the discount applied); once the paid orders reach the limit the
-- coupon is refused like an expired one (backend/src/commerce/coupon-rules.ts). NULL: no limit.
ALTER TABLE coupons ADD COLUMN usage_limit INTEGER NULL CHECK (usage_limit IS NULL OR (typeof(usage_limit) = 'integer' AND usage_limit > 0));

-- Counting a coupon's uses on every cart read and payment without scanning every order.
CREATE INDEX orders_coupon ON orders (coupon_code, status);
