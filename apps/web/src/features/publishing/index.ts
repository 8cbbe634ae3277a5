// The publishing feature as other features see it: the tile of one Instagram media (the story replies' grid uses it).
export { MediaTile, type MediaTileItem } from './instagram/media-tile.tsx';
