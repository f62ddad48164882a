import { EnglishBeside as EnglishBeside_de55fe345f60e42db7d419ea35533d39 } from '../../../cms/components/english-beside'
import { TranslationStatusPanel as TranslationStatusPanel_e352b7a14ee92e3e8ead181579c511c9 } from '../../../cms/components/translation-panel'
import { TranslationStatusCell as TranslationStatusCell_d3c8d70b9832505ec2a05796f949610a } from '../../../components/backoffice/translation-status'
import { RegistrationDecision as RegistrationDecision_becaa75bf97b86bea0b2f83974909d48 } from '../../../cms/components/registration-decision'
import { AgencyAccount as AgencyAccount_072f2969fe598bfe2ad4ac6c150cd0d0 } from '../../../components/backoffice/agency-account'
import { MoneyField as MoneyField_cbb8f5ceeb6aacb7e1a958db8fc3f71f } from '../../../components/backoffice/money-field'
import { EmailPreview as EmailPreview_dc051f5db49217a1074441e7d7fb5ce8 } from '../../../cms/components/email-preview'
import { OutboxNotice as OutboxNotice_945aed7ae699e84842b1fcb1affac4d5 } from '../../../components/backoffice/outbox-notice'
import { TestEmailButton as TestEmailButton_c173fd6599c9cf37f6196071fd7428f1 } from '../../../cms/components/test-email-button'
import { Travellers as Travellers_ff779de43e2a314e4286b5e46599acf6 } from '../../../components/backoffice/travellers'
import { BookingInvoices as BookingInvoices_52c202d0aad33e4619a21e3bb0ac6dd1 } from '../../../components/backoffice/booking-invoices'
import { QuoteEditor as QuoteEditor_a83c2e33d2c10ccf36234b0161023858 } from '../../../components/backoffice/quote-editor'
import { BookingVersions as BookingVersions_65d417134135694bfde29b1e650f4a01 } from '../../../cms/components/booking-versions'
import { SupplierVoucher as SupplierVoucher_4b2a2167308866e8f882929829e698aa } from '../../../cms/components/supplier-voucher'
import { MoneyCell as MoneyCell_61515a4885c0166c5938882a2fb16bc0 } from '../../../components/backoffice/money-cell'
import { InvoiceDocument as InvoiceDocument_1d851e460adf42ded633f8db14ac494c } from '../../../components/backoffice/invoice-document'
import { AllocatePayment as AllocatePayment_f582faf40f6a8cabaacef43080c4bdc2 } from '../../../components/backoffice/allocate-payment'
import { BankImport as BankImport_3269664fe5cf44d68954c902451022e9 } from '../../../components/backoffice/bank-import'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BackOfficeIcon as BackOfficeIcon_846ae2250f5d0a2e584f1991069869f5 } from '../../../components/backoffice/brand'
import { BackOfficeLogo as BackOfficeLogo_846ae2250f5d0a2e584f1991069869f5 } from '../../../components/backoffice/brand'
import { AllotmentsNavLink as AllotmentsNavLink_96588a50692093521709f52e61a5f044 } from '../../../cms/components/allotments-view'
import { TranslationsNavLink as TranslationsNavLink_8203227f674052384c020dcb31241881 } from '../../../components/backoffice/translations'
import { BeforeLogin as BeforeLogin_846ae2250f5d0a2e584f1991069869f5 } from '../../../components/backoffice/brand'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { Dashboard as Dashboard_67f0a0be64072c686ee7a8d49236a232 } from '../../../components/backoffice/dashboard'
import { AllotmentsView as AllotmentsView_96588a50692093521709f52e61a5f044 } from '../../../cms/components/allotments-view'
import { TranslationsView as TranslationsView_8203227f674052384c020dcb31241881 } from '../../../components/backoffice/translations'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/cms/components/english-beside#EnglishBeside": EnglishBeside_de55fe345f60e42db7d419ea35533d39,
  "/cms/components/translation-panel#TranslationStatusPanel": TranslationStatusPanel_e352b7a14ee92e3e8ead181579c511c9,
  "/components/backoffice/translation-status#TranslationStatusCell": TranslationStatusCell_d3c8d70b9832505ec2a05796f949610a,
  "/cms/components/registration-decision#RegistrationDecision": RegistrationDecision_becaa75bf97b86bea0b2f83974909d48,
  "/components/backoffice/agency-account#AgencyAccount": AgencyAccount_072f2969fe598bfe2ad4ac6c150cd0d0,
  "/components/backoffice/money-field#MoneyField": MoneyField_cbb8f5ceeb6aacb7e1a958db8fc3f71f,
  "/cms/components/email-preview#EmailPreview": EmailPreview_dc051f5db49217a1074441e7d7fb5ce8,
  "/components/backoffice/outbox-notice#OutboxNotice": OutboxNotice_945aed7ae699e84842b1fcb1affac4d5,
  "/cms/components/test-email-button#TestEmailButton": TestEmailButton_c173fd6599c9cf37f6196071fd7428f1,
  "/components/backoffice/travellers#Travellers": Travellers_ff779de43e2a314e4286b5e46599acf6,
  "/components/backoffice/booking-invoices#BookingInvoices": BookingInvoices_52c202d0aad33e4619a21e3bb0ac6dd1,
  "/components/backoffice/quote-editor#QuoteEditor": QuoteEditor_a83c2e33d2c10ccf36234b0161023858,
  "/cms/components/booking-versions#BookingVersions": BookingVersions_65d417134135694bfde29b1e650f4a01,
  "/cms/components/supplier-voucher#SupplierVoucher": SupplierVoucher_4b2a2167308866e8f882929829e698aa,
  "/components/backoffice/money-cell#MoneyCell": MoneyCell_61515a4885c0166c5938882a2fb16bc0,
  "/components/backoffice/invoice-document#InvoiceDocument": InvoiceDocument_1d851e460adf42ded633f8db14ac494c,
  "/components/backoffice/allocate-payment#AllocatePayment": AllocatePayment_f582faf40f6a8cabaacef43080c4bdc2,
  "/components/backoffice/bank-import#BankImport": BankImport_3269664fe5cf44d68954c902451022e9,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/components/backoffice/brand#BackOfficeIcon": BackOfficeIcon_846ae2250f5d0a2e584f1991069869f5,
  "/components/backoffice/brand#BackOfficeLogo": BackOfficeLogo_846ae2250f5d0a2e584f1991069869f5,
  "/cms/components/allotments-view#AllotmentsNavLink": AllotmentsNavLink_96588a50692093521709f52e61a5f044,
  "/components/backoffice/translations#TranslationsNavLink": TranslationsNavLink_8203227f674052384c020dcb31241881,
  "/components/backoffice/brand#BeforeLogin": BeforeLogin_846ae2250f5d0a2e584f1991069869f5,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/components/backoffice/dashboard#Dashboard": Dashboard_67f0a0be64072c686ee7a8d49236a232,
  "/cms/components/allotments-view#AllotmentsView": AllotmentsView_96588a50692093521709f52e61a5f044,
  "/components/backoffice/translations#TranslationsView": TranslationsView_8203227f674052384c020dcb31241881,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
