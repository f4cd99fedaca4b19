import { describe, expect, it } from 'vitest';
import {
  addKeyword,
  deselectSpecialization,
  isSpecializationSelected,
  removeTopic,
  selectSpecialization,
} from './topics';

const cloud = { _id: 'cloud', name: 'Cloud', description: '', keywords: ['cloud computing', 'aws'] };
const devops = { _id: 'devops', name: 'DevOps', description: '', keywords: ['aws', 'kubernetes'] };

describe('topics and specializations', () => {
  it('adds trimmed keywords once', () => {
    expect(addKeyword([], '  ai ')).toEqual(['ai']);
    expect(addKeyword(['ai'], 'AI')).toEqual(['ai']);
    expect(addKeyword(['ai'], '   ')).toEqual(['ai']);
  });

  it('selecting adds prefixed keywords; deselecting removes them', () => {
    const selected = selectSpecialization(['ai'], cloud);
    expect(selected).toEqual(['ai', 'professional:cloud computing', 'professional:aws']);
    expect(isSpecializationSelected(selected, cloud)).toBe(true);
    expect(deselectSpecialization(selected, cloud)).toEqual(['ai']);
  });

  it('keeps a keyword another selected specialization still uses', () => {
    const both = selectSpecialization(selectSpecialization([], cloud), devops);
    expect(deselectSpecialization(both, cloud, [cloud, devops])).toEqual([
      'professional:aws',
      'professional:kubernetes',
    ]);
  });

  it('removing a prefixed chip deselects its specialization', () => {
    const selected = selectSpecialization([], cloud);
    expect(isSpecializationSelected(removeTopic(selected, 'professional:aws'), cloud)).toBe(false);
  });
});
