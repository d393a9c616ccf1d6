import { describe, expect, it } from 'vitest';
import { readableClassName, withoutClassInParentheses } from './readable-names';
import data from './taxonomy-data.json';

describe('readable class names', () => {
  it('says an O*NET class as people say it', () => {
    expect(readableClassName('Data base user interface and query software')).toBe('Database software');
    expect(readableClassName('Data base reporting software')).toBe('Database reporting software');
    expect(readableClassName('Computer aided design CAD software')).toBe('CAD software');
    expect(readableClassName('Enterprise resource planning ERP software')).toBe('ERP software');
    expect(readableClassName('Point of sale POS software')).toBe('POS software');
    expect(readableClassName('Network security and virtual private network VPN equipment software')).toBe(
      'Network security and VPN equipment software',
    );
    expect(readableClassName('Medical software')).toBe('Medical software');
    expect(readableClassName('WAN switching software and firmware')).toBe(
      'WAN switching software and firmware',
    );
  });

  it('drops the class a source puts in parentheses after a tool, keeping an acronym there', () => {
    expect(withoutClassInParentheses('Chef (tools for software configuration management)')).toBe('Chef');
    expect(withoutClassInParentheses('Profitool software (human resources feature)')).toBe(
      'Profitool software',
    );
    expect(withoutClassInParentheses('Adobe Experience Manager (AEM)')).toBe(
      'Adobe Experience Manager (AEM)',
    );
  });

  it('leaves no O*NET title in the shipped taxonomy', () => {
    const titles =
      /\bdata base\b|\b(computer aided design|enterprise resource planning|point of sale) [A-Z]/i;
    expect(data.groups.filter((name) => titles.test(name))).toEqual([]);
    expect(data.groups).toContain('Database software');
  });
});
