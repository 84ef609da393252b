import { digitalProjects, divisionComparison, formatWeeks } from 'shared-data/testing';
import { digitalDeliveryWeeks } from './digital-projects';
import { digitalTechnologies } from './digital-services';

describe('digital projects', () => {
  it('writes spans of weeks in Russian', () => {
    expect(formatWeeks({ min: 2, max: 3 })).toBe('2–3 недели');
    expect(formatWeeks({ min: 4, max: 6 })).toBe('4–6 недель');
    expect(formatWeeks({ min: 1, max: 1 })).toBe('1 неделя');
    expect(formatWeeks({ min: 6, max: 21 })).toBe('6–21 неделя');
  });

  it('promises the delivery time the site claims', () => {
    expect(formatWeeks(digitalDeliveryWeeks)).toBe(divisionComparison.digital.value);
  });

  it.each(digitalProjects.map((project) => [project.id, project] as const))(
    '%s takes no longer than promised and uses the studio stack',
    (_id, project) => {
      expect(project.weeks.min).toBeGreaterThanOrEqual(digitalDeliveryWeeks.min);
      expect(project.weeks.max).toBeLessThanOrEqual(digitalDeliveryWeeks.max);
      expect(project.weeks.min).toBeLessThanOrEqual(project.weeks.max);
      expect(digitalTechnologies).toEqual(expect.arrayContaining([...project.technologies]));
    },
  );

  it('names no figure in its texts', () => {
    for (const project of digitalProjects) {
      expect(`${project.built} ${project.result}`).not.toMatch(/\d/);
    }
  });
});
