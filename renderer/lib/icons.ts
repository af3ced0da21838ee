// The bundled game-icons (CC BY 3.0, copied by tools/copy-icons.ts): SVG path data by creature or UI purpose.
import icons from '../../assets/game-icons.json';

/** Path data of an icon drawn in a 512×512 box, or the "unknown" icon when the name has none. */
export function iconPath(name: string): string {
  const paths = icons.paths as Record<string, string>;
  return paths[name] ?? paths.ui_unknown;
}

/** Attribution facts for the About screen. */
export const ICON_CREDITS = { source: icons.source, license: icons.license, licenseUrl: icons.licenseUrl, author: icons.author };
