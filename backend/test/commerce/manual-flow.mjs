/**
 * The commerce flow by hand, against a running backend (docs/commerce-graphql.md):
 * create checkout → add products → coupon → quote → select quote → register and log in →
 * associate → hand-off page → pay → order visible; then median latencies of each call.
 *
 *   BASE=http://127.0.0.1:8792 WINES='[101001,101002]' node backend/test/commerce/manual-flow.mjs
 */
const BASE = process.env.BASE ?? 'http://127.0.0.1:8792';
const timings = {};
async function gql(name, query, variables) {
  const t = performance.now();
  const r = await fetch(`${BASE}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
  const json = await r.json();
  (timings[name] ??= []).push(performance.now() - t);
  if (json.errors) console.log(name, 'errors', JSON.stringify(json.errors));
  return json.data;
}
const F =
  'checkoutId completed coupon couponDiscount subtotal shippingFee total selectedShipping{name value} products{name productVariantId quantity price} orders{orderId orderStatus}';
// two seeded wines in stock (variant ids from the catalogue)
const wines = JSON.parse(process.env.WINES ?? '[101001,101002]');
const c1 = await gql('createCheckout', `mutation($p:[CheckoutProductItemInput]){createCheckout(products:$p){${F}}}`, {
  p: [{ productVariantId: wines[0], quantity: 1 }],
});
const id = c1.createCheckout.checkoutId;
console.log('created', id, c1.createCheckout.subtotal);
const c2 = await gql('checkoutAddProduct', `mutation($i:CheckoutProductInput!){checkoutAddProduct(input:$i){${F}}}`, {
  i: { id, products: [{ productVariantId: wines[1], quantity: 2 }] },
});
console.log('added', c2.checkoutAddProduct.products.map((p) => `${p.quantity}x ${p.name} ${p.price}`).join('; '), 'subtotal', c2.checkoutAddProduct.subtotal);
const c3 = await gql('checkoutAddCoupon', `mutation($id:Uuid!,$c:String!){checkoutAddCoupon(checkoutId:$id,coupon:$c){${F}}}`, { id, c: 'VIVALAVIDA10' });
console.log('coupon', c3?.checkoutAddCoupon?.coupon, c3?.checkoutAddCoupon?.couponDiscount, 'total', c3?.checkoutAddCoupon?.total);
const q = await gql('shippingQuotes', `query($cep:CEP!,$id:Uuid!){shippingQuotes(cep:$cep,checkoutId:$id){shippingQuoteId name type value deadline}}`, {
  cep: '22041001',
  id,
});
console.log('quotes', q.shippingQuotes.map((x) => `${x.name} ${x.value} ${x.deadline}d`).join('; '));
const c4 = await gql('checkoutSelectShippingQuote', `mutation($id:Uuid!,$q:Uuid!){checkoutSelectShippingQuote(checkoutId:$id,shippingQuoteId:$q){${F}}}`, {
  id,
  q: q.shippingQuotes[1].shippingQuoteId,
});
console.log('selected', JSON.stringify(c4.checkoutSelectShippingQuote.selectedShipping), 'total', c4.checkoutSelectShippingQuote.total);
function cpf() {
  const d = String(100000000 + (Date.now() % 899999999))
    .slice(0, 9)
    .split('')
    .map(Number);
  const k = (a) => {
    const r = (a.reduce((t, v, i) => t + v * (a.length + 1 - i), 0) * 10) % 11;
    return r === 10 ? 0 : r;
  };
  d.push(k(d));
  d.push(k(d));
  return d.join('');
}
const email = `manual.${Date.now()}@example.com.br`;
await gql('customerCreate', `mutation($i:CustomerCreateInput){customerCreate(input:$i){customerId customerName}}`, {
  i: {
    customerType: 'PERSON',
    fullName: 'Teste Manual',
    email,
    password: 'vinho123tinto',
    cpf: cpf(),
    birthDate: '1980-01-02',
    primaryPhoneAreaCode: '11',
    primaryPhoneNumber: '912345678',
  },
});
const login = (
  await gql(
    'customerAuthenticatedLogin',
    `mutation($e:String!,$p:String!){customerAuthenticatedLogin(input:{input:$e,password:$p}){token legacyToken type validUntil isMaster}}`,
    { e: email, p: 'vinho123tinto' },
  )
).customerAuthenticatedLogin;
console.log('login', login.type, login.validUntil);
await gql('checkoutCustomerAssociate', `mutation($id:Uuid!,$t:String!){checkoutCustomerAssociate(checkoutId:$id,customerAccessToken:$t){${F}}}`, {
  id,
  t: login.token,
});
const page = await fetch(`${BASE}/checkout/${id}?token=${encodeURIComponent(login.legacyToken)}`);
const html = await page.text();
console.log('hand-off page', page.status, html.includes('>Pagar<'), (html.match(/<tr class="total">.*?<\/tr>/s) ?? [''])[0].replace(/<[^>]+>/g, ' ').trim());
const paid = await fetch(`${BASE}/checkout/${id}/pagar`, {
  method: 'POST',
  redirect: 'manual',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({ token: login.legacyToken }),
});
console.log('pay', paid.status, paid.headers.get('location')?.replace(/token=.*/, 'token=…'));
const c6 = await gql('checkout', `query($id:String!,$t:String){checkout(checkoutId:$id,customerAccessToken:$t){${F}}}`, { id, t: login.token });
console.log('after payment', JSON.stringify({ completed: c6.checkout.completed, total: c6.checkout.total, orders: c6.checkout.orders }));
const account = await (await fetch(`${BASE}/conta?token=${encodeURIComponent(login.legacyToken)}`)).text();
console.log('account lists order', account.includes(`Pedido nº ${c6.checkout.orders[0].orderId}`));
for (let i = 0; i < 20; i += 1)
  await gql('checkout', `query($id:String!,$t:String){checkout(checkoutId:$id,customerAccessToken:$t){${F}}}`, { id, t: login.token });
for (let i = 0; i < 4; i += 1)
  await gql('customerAuthenticatedLogin', `mutation($e:String!,$p:String!){customerAuthenticatedLogin(input:{input:$e,password:$p}){token}}`, {
    e: email,
    p: 'vinho123tinto',
  });
const med = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
console.log('median ms:', Object.fromEntries(Object.entries(timings).map(([k, v]) => [k, `${med(v).toFixed(1)} (n=${v.length})`])));
