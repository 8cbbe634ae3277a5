import { describe, expect, it } from 'vitest';
import { freeSpot, newStepSize } from '@/features/bot-flows/model/free-spot.ts';

const view = { x: 0, y: 0, width: 800, height: 500 };
const inside = (spot: { x: number; y: number }, area: typeof view) =>
  spot.x >= area.x &&
  spot.y >= area.y &&
  spot.x + newStepSize.width <= area.x + area.width &&
  spot.y + newStepSize.height <= area.y + area.height;

describe('where a step added by a click goes', () => {
  it('goes to the middle of the view when it is free', () => {
    expect(freeSpot(view, [])).toEqual({ spot: { x: 280, y: 190 }, inView: true });
  });

  it('stays inside the visible canvas when the middle is taken, beside the step there rather than past the edge', () => {
    const taken = [{ x: 280, y: 190, width: 240, height: 120 }];
    const { spot, inView } = freeSpot(view, taken);
    expect(inView).toBe(true);
    expect(inside(spot, view)).toBe(true);
    const overlapsTaken =
      spot.x < 520 && spot.x + newStepSize.width > 280 && spot.y < 310 && spot.y + newStepSize.height > 190;
    expect(overlapsTaken).toBe(false);
  });

  it('keeps to the view when it is panned and zoomed (flow coordinates, not the screen’s)', () => {
    const panned = { x: -1500, y: 300, width: 600, height: 400 };
    const { spot, inView } = freeSpot(panned, [{ x: 0, y: 0, width: 240, height: 120 }]);
    expect(inView).toBe(true);
    expect(inside(spot, panned)).toBe(true);
  });

  it('goes to the right of the steps when the view has no room, and says it is out of view', () => {
    const full = [{ x: -100, y: -100, width: 1000, height: 700 }];
    expect(freeSpot(view, full)).toEqual({ spot: { x: 940, y: 190 }, inView: false });
  });
});
