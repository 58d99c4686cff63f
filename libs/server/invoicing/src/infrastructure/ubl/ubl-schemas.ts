import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';

const XSD_ROOT = join(dirname(fileURLToPath(import.meta.url)), 'xsd');

let schemaFiles: XMLFileInfo[] | undefined;

/** The UBL 2.1 and DIAN schemas kept in xsd/ (their notices in xsd/NOTICE.md), loaded once. */
function schemas(): XMLFileInfo[] {
  schemaFiles ??= ['common', 'maindoc'].flatMap((folder) =>
    readdirSync(join(XSD_ROOT, folder))
      .filter((name) => name.endsWith('.xsd'))
      .map((name) => ({ fileName: `${folder}/${name}`, contents: readFileSync(join(XSD_ROOT, folder, name), 'utf8') })),
  );
  return schemaFiles;
}

export interface SchemaValidation {
  valid: boolean;
  errors: string[];
}

/**
 * Validates an Invoice, CreditNote or AttachedDocument against UBL 2.1 and DIAN's extension schema
 * (xmllint compiled to WebAssembly, nothing to install). DianExtensions and the signature sit in lax
 * ExtensionContent: the driver schema imports their namespaces so they are validated too.
 */
export async function validateUblDocument(xml: string): Promise<SchemaValidation> {
  const result = await validateXML({
    xml: [{ fileName: 'document.xml', contents: xml }],
    schema: [{ fileName: 'dian-documents.xsd', contents: readFileSync(join(XSD_ROOT, 'dian-documents.xsd'), 'utf8') }],
    preload: schemas(),
    initialMemoryPages: 512,
    maxMemoryPages: 4096,
  });
  return { valid: result.valid, errors: result.errors.map((error) => error.rawMessage) };
}
