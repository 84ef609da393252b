import { interactionScenarios, tapEventMs } from './interaction';

describe('tapEventMs', () => {
  it("takes the slowest of the tap's events", () => {
    expect(tapEventMs({ durations: { pointerdown: 24, pointerup: 16, click: 336 }, firstInput: 24 })).toBe(
      336,
    );
  });

  it('falls back on first-input when every event was under the 16 ms threshold', () => {
    expect(tapEventMs({ durations: {}, firstInput: 8 })).toBe(8);
  });

  it('is 0 when nothing was reported', () => {
    expect(tapEventMs({ durations: {} })).toBe(0);
  });
});

describe('interactionScenarios', () => {
  it('taps a tariff on / and /pricing and a pack on /digital, each opening its order dialog', () => {
    expect(interactionScenarios.map((scenario) => scenario.route)).toEqual(['/', '/pricing', '/digital']);
    for (const { button, dialog } of interactionScenarios) {
      expect(dialog.replace('Заявка на ', '')).toBe(button.replace('Выбрать ', ''));
    }
  });
});
