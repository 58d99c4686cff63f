// The query and its views are a contract with the ordering context (its back office asks it through the
// QueryBus without importing payments), so they live in the kernel: libs/server/kernel/src/contracts.
export { GetPaymentTimelineQuery, type PaymentAttemptView, type PaymentSupportView, type PaymentTimelineView } from '@lic/server-kernel';
