import type { AddressAssistantLists } from '@lic/server-reference';

/** One of the numbered parts of an address: "100 A Bis B Sur". */
export interface AddressPart {
  number: string;
  letter: string | null;
  bis: boolean;
  bisLetter: string | null;
  cardinal: string | null;
}

/** What the assistant understood of a typed address; `streetTypes` holds every type the text may mean. */
export interface ParsedAddress {
  streetTypes: string[];
  main: AddressPart;
  cross: AddressPart | null;
  plate: string | null;
  cardinal: string | null;
  /** Whatever follows the address (a municipality, normally), normalised; null when nothing does. */
  placeText: string | null;
}

/** Lower case, no accents, no punctuation but # and -, single spaces. */
export function normaliseText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/n[°º]/g, ' # ')
    .replace(/[^a-z0-9#\-,ñ ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Common abbreviations of the street types of ADDRESS_ASSISTANT_LISTS.type (DANE / IGAC usage). */
const STREET_TYPE_ALIASES: Record<string, string[]> = {
  Calle: ['c', 'cl', 'cll', 'clle', 'call', 'calle'],
  Carrera: ['k', 'kr', 'kra', 'cr', 'cra', 'crr', 'carr', 'carrera'],
  Avenida: ['av', 'ave', 'avda', 'avenida'],
  'Avenida Calle': ['ac', 'av cl', 'av cll', 'av calle', 'avenida calle', 'avenida cl'],
  'Avenida Carrera': ['ak', 'av cr', 'av cra', 'av kr', 'av carrera', 'avenida carrera', 'avenida cra', 'avenida kr'],
  Diagonal: ['dg', 'diag', 'diagonal'],
  Transversal: ['tv', 'tr', 'trans', 'transv', 'transversal'],
  Circular: ['cq', 'circular'],
  Circunvalar: ['cv', 'circunvalar'],
  Autopista: ['au', 'aut', 'autop', 'autopista'],
  Kilómetro: ['km', 'kilometro'],
  Vía: ['vi', 'via'],
};

const NUMBER_SIGNS = new Set(['#', 'n', 'no', 'nro', 'num', 'numero']);
const CARDINAL_ALIASES: Record<string, string> = {
  sur: 'Sur',
  norte: 'Norte',
  este: 'Este',
  oriente: 'Este',
  oeste: 'Oeste',
  occidente: 'Oeste',
};
const IGNORED_PLACE_WORDS = new Set(['colombia']);

function tokenise(text: string): string[] {
  return normaliseText(text).match(/\d+|[a-zñ]+|#|-|,/g) ?? [];
}

/** Parses typed Colombian addresses: "cl 80 # 11-42", "Cra 7 72 41 sur", "av cll 100a bis 19-61 norte, bogota". */
export class ColombianAddressParser {
  private readonly aliases = new Map<string, string[]>();
  private readonly typeNames: { name: string; normalised: string }[];
  private readonly letters: Set<string>;
  private readonly cardinals: Map<string, string>;
  private readonly bisWord: string;

  constructor(lists: AddressAssistantLists) {
    this.typeNames = lists.type.map((t) => ({ name: t.text, normalised: normaliseText(t.text) }));
    for (const { name } of this.typeNames) {
      for (const alias of STREET_TYPE_ALIASES[name] ?? [normaliseText(name)]) {
        this.aliases.set(alias, [...(this.aliases.get(alias) ?? []), name]);
      }
    }
    this.letters = new Set(lists.letters.map((l) => l.text.toLowerCase()));
    const known = new Set(lists.cardinal.map((c) => c.text));
    this.cardinals = new Map(Object.entries(CARDINAL_ALIASES).filter(([, text]) => known.has(text)));
    this.bisWord = lists.bis[0]?.text ?? 'Bis';
  }

  parse(text: string): ParsedAddress | null {
    const tokens = tokenise(text);
    let at = 0;
    const peek = (offset = 0): string | undefined => tokens[at + offset];
    const isNumber = (token: string | undefined): boolean => token !== undefined && /^\d+$/.test(token);

    // Street type: the longest alias of one or two words, else the types the word begins.
    let streetTypes: string[] = [];
    const two = peek(1) !== undefined ? `${peek()} ${peek(1)}` : undefined;
    if (two && this.aliases.has(two)) {
      streetTypes = this.aliases.get(two) as string[];
      at += 2;
    } else if (peek() && this.aliases.has(peek() as string)) {
      streetTypes = this.aliases.get(peek() as string) as string[];
      at += 1;
    } else if (peek() && /^[a-z]{2,}$/.test(peek() as string)) {
      const word = peek() as string;
      streetTypes = this.typeNames.filter((t) => t.normalised.startsWith(word)).map((t) => t.name);
      at += 1;
    } else if (isNumber(peek())) {
      streetTypes = this.typeNames.filter((t) => t.name === 'Calle' || t.name === 'Carrera').map((t) => t.name);
    }
    if (streetTypes.length === 0) return null;

    const readPart = (): AddressPart | null => {
      if (!isNumber(peek())) return null;
      const part: AddressPart = { number: String(Number(tokens[at++])), letter: null, bis: false, bisLetter: null, cardinal: null };
      const nextIsLetter = () => {
        const token = peek();
        // "n" or "no" before a number is the number sign, not a letter.
        if (token === undefined || !this.letters.has(token)) return false;
        return !(NUMBER_SIGNS.has(token) && isNumber(peek(1)));
      };
      if (nextIsLetter()) part.letter = (tokens[at++] as string).toUpperCase();
      if (peek() === 'bis') {
        part.bis = true;
        at += 1;
        if (nextIsLetter()) part.bisLetter = (tokens[at++] as string).toUpperCase();
      }
      if (peek() !== undefined && this.cardinals.has(peek() as string))
        part.cardinal = this.cardinals.get(tokens[at++] as string) as string;
      return part;
    };

    const main = readPart();
    if (!main) return null;
    if (peek() !== undefined && NUMBER_SIGNS.has(peek() as string)) at += 1;
    const cross = readPart();
    let plate: string | null = null;
    let cardinal: string | null = null;
    if (cross) {
      if (peek() === '-') at += 1;
      if (isNumber(peek())) plate = String(Number(tokens[at++]));
      if (peek() !== undefined && this.cardinals.has(peek() as string)) cardinal = this.cardinals.get(tokens[at++] as string) as string;
    }
    const rest = tokens
      .slice(at)
      .filter((t) => t !== ',' && t !== '-' && t !== '#' && !IGNORED_PLACE_WORDS.has(t))
      .join(' ')
      .trim();
    return { streetTypes, main, cross, plate, cardinal, placeText: rest === '' ? null : rest };
  }

  /** "Calle 100 A Bis # 19 - 61 Norte" for one of the parsed street types. */
  format(parsed: ParsedAddress, streetType: string): string {
    const part = (p: AddressPart): string =>
      [p.number, p.letter, p.bis ? this.bisWord : null, p.bisLetter, p.cardinal].filter((piece) => piece !== null).join(' ');
    let address = `${streetType} ${part(parsed.main)}`;
    if (parsed.cross) address += ` # ${part(parsed.cross)}`;
    if (parsed.plate) address += ` - ${parsed.plate}`;
    if (parsed.cardinal) address += ` ${parsed.cardinal}`;
    return address;
  }
}
