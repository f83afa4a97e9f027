// electron-vite's import suffixes for the main bundle (e.g. `icon.png?asset` → a path at run time).
/// <reference types="electron-vite/node" />
