import { describe, expect, it } from 'vitest';
import { headlinePoint } from './headline-point';

describe('headlinePoint', () => {
  it('keeps a short headline whole', () => {
    expect(headlinePoint('Heat pump sales rebound as subsidy rules settle')).toBe(
      'Heat pump sales rebound as subsidy rules settle',
    );
  });

  it('drops the trailing circumstance of a long headline', () => {
    expect(headlinePoint('Rotterdam dock workers end nine-day strike after pay deal with the port employers')).toBe(
      'Rotterdam dock workers end nine-day strike',
    );
    expect(headlinePoint('Chip plant in Magdeburg delayed again as costs climb past earlier estimates')).toBe(
      'Chip plant in Magdeburg delayed again',
    );
  });

  it("drops an outlet's label and name", () => {
    expect(
      headlinePoint('Breaking: Central bank raises its main interest rate to 4.5 per cent | The Daily Ledger'),
    ).toBe('Central bank raises its main interest rate to 4.5 per cent');
  });

  it('cuts a headline with no clause break after a few words, with an ellipsis, never on a small word', () => {
    expect(
      headlinePoint('Water bills to rise by an average of 9 per cent in April across the whole of the region'),
    ).toBe('Water bills to rise by an average of 9 per cent…');
  });

  it('uses only the headline’s words, in order', () => {
    const title = 'Regulators tighten fintech lending compliance rules for banks, brokers and payment firms in Europe';
    const point = headlinePoint(title).replace(/…$/, '');
    expect(title).toContain(point);
  });
});
