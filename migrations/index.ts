import * as migration_20261122_144504_initial from './20261122_144504_initial'
import * as migration_20261122_152929_outbox from './20261122_152929_outbox'
import * as migration_20261122_153201_agency_registrations from './20261122_153201_agency_registrations'
import * as migration_20261122_154003_agents_and_sessions from './20261122_154003_agents_and_sessions'
import * as migration_20261122_155503_page_meta_hide_auth from './20261122_155503_page_meta_hide_auth'
import * as migration_20261122_160806_money_and_markets from './20261122_160806_money_and_markets'
import * as migration_20261122_161300_catalogue from './20261122_161300_catalogue'
import * as migration_20261122_163555_airlines from './20261122_163555_airlines'
import * as migration_20261122_164824_contract_add_ons from './20261122_164824_contract_add_ons'
import * as migration_20261122_172409_bookings from './20261122_172409_bookings'
import * as migration_20261122_181928_booking_requests from './20261122_181928_booking_requests'
import * as migration_20261122_193752_editorial_pages from './20261122_193752_editorial_pages'
import * as migration_20261124_215702_hardening from './20261124_215702_hardening'
import * as migration_20261125_093407_journal_and_webinars from './20261125_093407_journal_and_webinars'
import * as migration_20261125_110412_siam_in_style from './20261125_110412_siam_in_style'
import * as migration_20261125_130518_marketplace_part_two from './20261125_130518_marketplace_part_two'
import * as migration_20261126_182624_booking_quotes from './20261126_182624_booking_quotes'
import * as migration_20261126_184818_email_sender from './20261126_184818_email_sender'
import * as migration_20261126_190539_registration_terms from './20261126_190539_registration_terms'
import * as migration_20261126_234050_agency_logo from './20261126_234050_agency_logo'
import * as migration_20261127_032622_contact_request_answered from './20261127_032622_contact_request_answered'
import * as migration_20261127_092751_client_itineraries from './20261127_092751_client_itineraries'
import * as migration_20261127_101352_city_coordinates from './20261127_101352_city_coordinates'
import * as migration_20261127_131301_s3_storage_fields from './20261127_131301_s3_storage_fields'
import * as migration_20261127_163516_connect_keys_webhooks from './20261127_163516_connect_keys_webhooks'
import * as migration_20261127_192741_allotments from './20261127_192741_allotments'
import * as migration_20261128_024014_languages_enabled from './20261128_024014_languages_enabled'
import * as migration_20261128_030301_localized_content from './20261128_030301_localized_content'
import * as migration_20261128_064401_client_texts_per_language from './20261128_064401_client_texts_per_language'
import * as migration_20261202_113403_surcharge_compulsory_season from './20261202_113403_surcharge_compulsory_season'
import * as migration_20261202_141000_whole_stays from './20261202_141000_whole_stays'
import * as migration_20261202_141813_quote_valid_until from './20261202_141813_quote_valid_until'
import * as migration_20261202_204241_program_venue from './20261202_204241_program_venue'
import * as migration_20261203_022540_travellers_manifest from './20261203_022540_travellers_manifest'
import * as migration_20261203_030939_suppliers_reservations from './20261203_030939_suppliers_reservations'
import * as migration_20261203_032719_voucher_issued_event from './20261203_032719_voucher_issued_event'
import * as migration_20261203_061448_client_link_travel_documents from './20261203_061448_client_link_travel_documents'
import * as migration_20261203_064320_invoices from './20261203_064320_invoices'
import * as migration_20261203_070310_agency_credit_limit from './20261203_070310_agency_credit_limit'
import * as migration_20261203_070450_payments from './20261203_070450_payments'
import * as migration_20261203_072732_invoicing_settings from './20261203_072732_invoicing_settings'
import * as migration_20261203_093603_finance_standing from './20261203_093603_finance_standing'
import * as migration_20261203_130502_localized_names from './20261203_130502_localized_names'
import * as migration_20261203_134300_localized_words from './20261203_134300_localized_words'
import * as migration_20261203_135650_file_titles from './20261203_135650_file_titles'
import * as migration_20261203_154656_translation_states from './20261203_154656_translation_states'
import * as migration_20261203_164431_booking_event_words from './20261203_164431_booking_event_words'

export const migrations = [
  {
    up: migration_20261122_144504_initial.up,
    down: migration_20261122_144504_initial.down,
    name: '20261122_144504_initial',
  },
  {
    up: migration_20261122_152929_outbox.up,
    down: migration_20261122_152929_outbox.down,
    name: '20261122_152929_outbox',
  },
  {
    up: migration_20261122_153201_agency_registrations.up,
    down: migration_20261122_153201_agency_registrations.down,
    name: '20261122_153201_agency_registrations',
  },
  {
    up: migration_20261122_154003_agents_and_sessions.up,
    down: migration_20261122_154003_agents_and_sessions.down,
    name: '20261122_154003_agents_and_sessions',
  },
  {
    up: migration_20261122_155503_page_meta_hide_auth.up,
    down: migration_20261122_155503_page_meta_hide_auth.down,
    name: '20261122_155503_page_meta_hide_auth',
  },
  {
    up: migration_20261122_160806_money_and_markets.up,
    down: migration_20261122_160806_money_and_markets.down,
    name: '20261122_160806_money_and_markets',
  },
  {
    up: migration_20261122_161300_catalogue.up,
    down: migration_20261122_161300_catalogue.down,
    name: '20261122_161300_catalogue',
  },
  {
    up: migration_20261122_163555_airlines.up,
    down: migration_20261122_163555_airlines.down,
    name: '20261122_163555_airlines',
  },
  {
    up: migration_20261122_164824_contract_add_ons.up,
    down: migration_20261122_164824_contract_add_ons.down,
    name: '20261122_164824_contract_add_ons',
  },
  {
    up: migration_20261122_172409_bookings.up,
    down: migration_20261122_172409_bookings.down,
    name: '20261122_172409_bookings',
  },
  {
    up: migration_20261122_181928_booking_requests.up,
    down: migration_20261122_181928_booking_requests.down,
    name: '20261122_181928_booking_requests',
  },
  {
    up: migration_20261122_193752_editorial_pages.up,
    down: migration_20261122_193752_editorial_pages.down,
    name: '20261122_193752_editorial_pages',
  },
  {
    up: migration_20261124_215702_hardening.up,
    down: migration_20261124_215702_hardening.down,
    name: '20261124_215702_hardening',
  },
  {
    up: migration_20261125_093407_journal_and_webinars.up,
    down: migration_20261125_093407_journal_and_webinars.down,
    name: '20261125_093407_journal_and_webinars',
  },
  {
    up: migration_20261125_110412_siam_in_style.up,
    down: migration_20261125_110412_siam_in_style.down,
    name: '20261125_110412_siam_in_style',
  },
  {
    up: migration_20261125_130518_marketplace_part_two.up,
    down: migration_20261125_130518_marketplace_part_two.down,
    name: '20261125_130518_marketplace_part_two',
  },
  {
    up: migration_20261126_182624_booking_quotes.up,
    down: migration_20261126_182624_booking_quotes.down,
    name: '20261126_182624_booking_quotes',
  },
  {
    up: migration_20261126_184818_email_sender.up,
    down: migration_20261126_184818_email_sender.down,
    name: '20261126_184818_email_sender',
  },
  {
    up: migration_20261126_190539_registration_terms.up,
    down: migration_20261126_190539_registration_terms.down,
    name: '20261126_190539_registration_terms',
  },
  {
    up: migration_20261126_234050_agency_logo.up,
    down: migration_20261126_234050_agency_logo.down,
    name: '20261126_234050_agency_logo',
  },
  {
    up: migration_20261127_032622_contact_request_answered.up,
    down: migration_20261127_032622_contact_request_answered.down,
    name: '20261127_032622_contact_request_answered',
  },
  {
    up: migration_20261127_092751_client_itineraries.up,
    down: migration_20261127_092751_client_itineraries.down,
    name: '20261127_092751_client_itineraries',
  },
  {
    up: migration_20261127_101352_city_coordinates.up,
    down: migration_20261127_101352_city_coordinates.down,
    name: '20261127_101352_city_coordinates',
  },
  {
    up: migration_20261127_131301_s3_storage_fields.up,
    down: migration_20261127_131301_s3_storage_fields.down,
    name: '20261127_131301_s3_storage_fields',
  },
  {
    up: migration_20261127_163516_connect_keys_webhooks.up,
    down: migration_20261127_163516_connect_keys_webhooks.down,
    name: '20261127_163516_connect_keys_webhooks',
  },
  {
    up: migration_20261127_192741_allotments.up,
    down: migration_20261127_192741_allotments.down,
    name: '20261127_192741_allotments',
  },
  {
    up: migration_20261128_024014_languages_enabled.up,
    down: migration_20261128_024014_languages_enabled.down,
    name: '20261128_024014_languages_enabled',
  },
  {
    up: migration_20261128_030301_localized_content.up,
    down: migration_20261128_030301_localized_content.down,
    name: '20261128_030301_localized_content',
  },
  {
    up: migration_20261128_064401_client_texts_per_language.up,
    down: migration_20261128_064401_client_texts_per_language.down,
    name: '20261128_064401_client_texts_per_language',
  },
  {
    up: migration_20261202_113403_surcharge_compulsory_season.up,
    down: migration_20261202_113403_surcharge_compulsory_season.down,
    name: '20261202_113403_surcharge_compulsory_season',
  },
  {
    up: migration_20261202_141000_whole_stays.up,
    down: migration_20261202_141000_whole_stays.down,
    name: '20261202_141000_whole_stays',
  },
  {
    up: migration_20261202_141813_quote_valid_until.up,
    down: migration_20261202_141813_quote_valid_until.down,
    name: '20261202_141813_quote_valid_until',
  },
  {
    up: migration_20261202_204241_program_venue.up,
    down: migration_20261202_204241_program_venue.down,
    name: '20261202_204241_program_venue',
  },
  {
    up: migration_20261203_022540_travellers_manifest.up,
    down: migration_20261203_022540_travellers_manifest.down,
    name: '20261203_022540_travellers_manifest',
  },
  {
    up: migration_20261203_030939_suppliers_reservations.up,
    down: migration_20261203_030939_suppliers_reservations.down,
    name: '20261203_030939_suppliers_reservations',
  },
  {
    up: migration_20261203_032719_voucher_issued_event.up,
    down: migration_20261203_032719_voucher_issued_event.down,
    name: '20261203_032719_voucher_issued_event',
  },
  {
    up: migration_20261203_061448_client_link_travel_documents.up,
    down: migration_20261203_061448_client_link_travel_documents.down,
    name: '20261203_061448_client_link_travel_documents',
  },
  {
    up: migration_20261203_064320_invoices.up,
    down: migration_20261203_064320_invoices.down,
    name: '20261203_064320_invoices',
  },
  {
    up: migration_20261203_070310_agency_credit_limit.up,
    down: migration_20261203_070310_agency_credit_limit.down,
    name: '20261203_070310_agency_credit_limit',
  },
  {
    up: migration_20261203_070450_payments.up,
    down: migration_20261203_070450_payments.down,
    name: '20261203_070450_payments',
  },
  {
    up: migration_20261203_072732_invoicing_settings.up,
    down: migration_20261203_072732_invoicing_settings.down,
    name: '20261203_072732_invoicing_settings',
  },
  {
    up: migration_20261203_093603_finance_standing.up,
    down: migration_20261203_093603_finance_standing.down,
    name: '20261203_093603_finance_standing',
  },
  {
    up: migration_20261203_130502_localized_names.up,
    down: migration_20261203_130502_localized_names.down,
    name: '20261203_130502_localized_names',
  },
  {
    up: migration_20261203_134300_localized_words.up,
    down: migration_20261203_134300_localized_words.down,
    name: '20261203_134300_localized_words',
  },
  {
    up: migration_20261203_135650_file_titles.up,
    down: migration_20261203_135650_file_titles.down,
    name: '20261203_135650_file_titles',
  },
  {
    up: migration_20261203_154656_translation_states.up,
    down: migration_20261203_154656_translation_states.down,
    name: '20261203_154656_translation_states',
  },
  {
    up: migration_20261203_164431_booking_event_words.up,
    down: migration_20261203_164431_booking_event_words.down,
    name: '20261203_164431_booking_event_words',
  },
]
