type Point = { x: number; y: number };
type Box = Point & { width: number; height: number };

/** The size a new step is given before React Flow has measured it. */
export const newStepSize = { width: 240, height: 120 };
const gap = 20;
const stride = 40;

const overlaps = (spot: Point, boxes: Box[]) =>
  boxes.some(
    (box) =>
      spot.x < box.x + box.width + gap &&
      spot.x + newStepSize.width + gap > box.x &&
      spot.y < box.y + box.height + gap &&
      spot.y + newStepSize.height + gap > box.y,
  );

/**
 * Where a step added by a click goes, in flow coordinates: the free spot of the visible canvas nearest its middle,
 * so it is never placed out of view (behind the palette or the panel). `view` is the visible part of the canvas;
 * when it has no room left, the step goes to the right of the steps, level with the middle, and `inView` is false
 * (the caller brings it into view).
 */
export function freeSpot(view: Box, steps: Box[]): { spot: Point; inView: boolean } {
  const centre = {
    x: view.x + view.width / 2 - newStepSize.width / 2,
    y: view.y + view.height / 2 - newStepSize.height / 2,
  };
  const candidates: Point[] = [];
  for (let x = view.x + gap; x + newStepSize.width + gap <= view.x + view.width; x += stride)
    for (let y = view.y + gap; y + newStepSize.height + gap <= view.y + view.height; y += stride)
      candidates.push({ x, y });
  const distance = (spot: Point) => Math.hypot(spot.x - centre.x, spot.y - centre.y);
  const free = [centre, ...candidates.sort((a, b) => distance(a) - distance(b))].find(
    (spot) =>
      spot.x >= view.x &&
      spot.y >= view.y &&
      spot.x + newStepSize.width <= view.x + view.width &&
      spot.y + newStepSize.height <= view.y + view.height &&
      !overlaps(spot, steps),
  );
  if (free) return { spot: free, inView: true };
  const rightmost = Math.max(...steps.map((box) => box.x + box.width));
  return { spot: { x: rightmost + gap * 2, y: centre.y }, inView: false };
}
