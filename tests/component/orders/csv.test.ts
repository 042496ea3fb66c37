import { describe, expect, it } from 'vitest';
import type { Order } from '../../../src/api/schemas';
import { BOM, csvCell, csvFileName, toCsv } from '../../../src/parts/orders/csv';
import { orderCsv } from '../../../src/parts/orders/order-csv';

describe('CSV cells (RFC 4180)', () => {
  it('quotes commas, quotes, semicolons and line breaks, doubling inner quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(6.9)).toBe('6.9');
  });

  it('keeps formulas as text: a leading = + - @ gets an apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('a file is a BOM, CRLF rows and a final line break; its name is safe', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['1', '2'],
      ]),
    ).toBe(`${BOM}a,b\r\n1,2\r\n`);
    expect(csvFileName('RL-12')).toBe('order-RL-12.csv');
    expect(csvFileName('a/b c')).toBe('order-a_b_c.csv');
  });
});

describe('the order spreadsheet', () => {
  const order: Order = {
    orderId: 'o-1',
    catalogId: 'c',
    state: 'Completed',
    customer: { email: 'a@b.c' },
    number: 'RL-7',
    currencyId: 840,
    invoiceId: 'i',
    totalAmount: 16.98,
    items: [],
    createdOn: '2026-01-01T00:00:00Z',
  };
  const t = ((key: string) => `[${key}]`) as Parameters<typeof orderCsv>[2];

  it('has a header and one row per item, prices with the currency digits', () => {
    const items = [
      { orderItemId: 'x', totalPrice: 7.99, product: { title: '=cmd|calc', productType: 'Photo' as const }, downloadUrl: 'https://f/x.svg' },
      { orderItemId: 'y', totalPrice: 8.99, product: { title: 'Frame, big', productType: 'Frame' as const }, downloadUrl: null },
    ];
    const lines = orderCsv(order, items, t).replace(BOM, '').split('\r\n');
    expect(lines[0]).toBe('[order.number],[order.item],[order.productType],[order.price],[order.currency],[order.downloadLink]');
    expect(lines[1]).toBe("RL-7,'=cmd|calc,[order.typePhoto],7.99,USD,https://f/x.svg");
    expect(lines[2]).toBe('RL-7,"Frame, big",[order.typeFrame],8.99,USD,');
    expect(lines[3]).toBe('');
  });
});
