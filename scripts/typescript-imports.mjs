// @ts-check
/**
 * Lets a command import the TypeScript of src/ as Node runs it, its types stripped: an import without its extension
 * ('../i18n/en', as the code writes them) finds its `.ts` file. Imported first, before the command imports src/
 * with `await import()` (a static import would be resolved before this hook is in place).
 */
import { register } from 'node:module';

register(
  `data:text/javascript,${encodeURIComponent(`
    export async function resolve(specifier, context, next) {
      try {
        return await next(specifier, context);
      } catch (error) {
        if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !/^\\.{1,2}\\//.test(specifier)) throw error;
        return next(specifier + '.ts', context);
      }
    }`)}`,
);
