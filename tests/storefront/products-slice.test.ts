import { describe, expect, it } from 'vitest';
import { parseSkuList } from '@/slices/products';

describe('products slice SKU list', () => {
  it('keeps valid SKUs in the editor order, once each', () => {
    expect(parseSkuList(' 100002.001, 100001.003 ,bad, 100002.001,../x ')).toEqual(['100002.001', '100001.003']);
    expect(parseSkuList(null)).toEqual([]);
  });
});
