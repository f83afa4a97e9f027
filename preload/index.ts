/** Sandboxed preload: expose the bridge once, nothing else. */
import { contextBridge, ipcRenderer } from 'electron';
import { BRIDGE_GLOBAL } from '../shared/bridge';
import { createBridge } from './bridge';

contextBridge.exposeInMainWorld(BRIDGE_GLOBAL, createBridge(ipcRenderer));
