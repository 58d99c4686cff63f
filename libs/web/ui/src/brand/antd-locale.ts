import 'dayjs/locale/es.js';
import dayjs from 'dayjs';
import esESModule from 'antd/locale/es_ES';
import type { Locale } from 'antd/es/locale';

// antd ships its locales as CommonJS with `exports.default`: bundlers unwrap the default, Node's ESM loader does not.
const loaded = esESModule as Locale & { default?: Locale };
export const esES: Locale = loaded.default ?? loaded;

dayjs.locale('es');
