/** /produtos is the current presentation of the menu manager; /produtosOld the older one (spec 02 §2.2, §2.3). */
export type Presentation = 'current' | 'old';
