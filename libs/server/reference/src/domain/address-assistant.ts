/** One option of a list of the Colombian address assistant. */
export interface AddressOption {
  value: string;
  text: string;
}

export interface AddressAssistantLists {
  type: AddressOption[];
  letters: AddressOption[];
  bis: AddressOption[];
  cardinal: AddressOption[];
}

const option = (text: string): AddressOption => ({ value: text, text });

/**
 * The pieces of a Colombian urban address ("Calle 100 A Bis # 19 - 61 Norte") offered by the address
 * assistant, the default address-suggestion port (design.md §6). Constant by nature, so kept in code.
 */
export const ADDRESS_ASSISTANT_LISTS: AddressAssistantLists = {
  type: [
    'Calle',
    'Carrera',
    'Avenida',
    'Avenida Calle',
    'Avenida Carrera',
    'Diagonal',
    'Transversal',
    'Circular',
    'Circunvalar',
    'Autopista',
    'Kilómetro',
    'Vía',
  ].map(option),
  letters: Array.from({ length: 26 }, (_, i) => option(String.fromCharCode(65 + i))),
  bis: [option('Bis')],
  cardinal: ['Norte', 'Sur', 'Este', 'Oeste'].map(option),
};
