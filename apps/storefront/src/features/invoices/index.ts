export { InvoiceDownloads } from './components/invoice-downloads';
