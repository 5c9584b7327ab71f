// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPANY } from '../../core/company.ts';
import { DeliveryPolicyPage } from './DeliveryPolicyPage.tsx';

describe('the delivery policy (/politica/entrega)', () => {
  afterEach(cleanup);

  it("states the owner's free-shipping rule, neighbouring CEP ranges joined, and the pickup address", () => {
    const prefixes: Array<[number, number]> = [
      [80, 99],
      [1, 9],
      [10, 19],
      [20, 39],
    ];
    render(<DeliveryPolicyPage company={COMPANY} settings={{ freeShipping: { minimum: 150, prefixes }, pickup: true }} />);
    const rule = screen.getByRole('heading', { name: 'Frete grátis' }).nextElementSibling?.textContent ?? '';
    expect(rule).toContain('a partir de R$ 150,00 em produtos');
    expect(rule).toContain('para CEPs iniciados de 01 a 39 e de 80 a 99.');
    expect(screen.getByRole('heading', { name: 'Retirada' }).nextElementSibling?.textContent).toContain(COMPANY.address);
  });

  it('promises neither free shipping nor pickup when the owner offers none', () => {
    render(<DeliveryPolicyPage company={COMPANY} settings={{ freeShipping: { minimum: 100, prefixes: [] }, pickup: false }} />);
    expect(screen.queryByRole('heading', { name: 'Frete grátis' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Retirada' })).toBeNull();
    expect(document.body.textContent).not.toMatch(/grátis|Retirada/);
  });
});
