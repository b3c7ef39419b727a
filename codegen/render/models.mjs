// @ts-check
/**
 * Renders a namespace's models: `src/generated/models/<top>.ts` (types only).
 */
import { addImport, HEADER, renderImports, tsdoc } from './common.mjs';

export function renderModels(top, models) {
  const imports = new Map();
  const body = models.map((model) => {
    for (const ref of model.refs) if (ref.file !== top) addImport(imports, `./${ref.file}.js`, ref.name);
    const doc = `/** ${tsdoc(model.summary)} */\n`;
    return isSingleObject(model.ts)
      ? `${doc}export interface ${model.name} ${model.ts}`
      : `${doc}export type ${model.name} = ${model.ts};`;
  });
  return `${HEADER}${renderImports(imports, true)}\n${body.join('\n\n')}\n`;
}

/** Whether a type text is one object literal (so it can be an interface). */
export function isSingleObject(type) {
  if (!type.startsWith('{')) return false;
  let depth = 0;
  for (let i = 0; i < type.length; i++) {
    if (type[i] === '{') depth++;
    else if (type[i] === '}' && --depth === 0) return i === type.length - 1;
  }
  return false;
}
