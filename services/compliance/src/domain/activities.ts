/**
 * The sector, role and activity facts a caller states about a company, and the question
 * to ask when a rule depends on one that was not stated. The names are the shared
 * COMPANY_ACTIVITIES; the record type makes a question for every one of them mandatory.
 */
import type { CompanyActivity, LocalizedText } from "./types.js";

export const ACTIVITY_QUESTIONS: Readonly<Record<CompanyActivity, LocalizedText>> = {
  employer: {
    de: "Beschäftigt das Unternehmen Arbeitnehmerinnen oder Arbeitnehmer?",
    en: "Does the company employ staff?",
  },
  financial_sector_entity: {
    de: "Ist das Unternehmen ein beaufsichtigtes Finanzunternehmen (z. B. Kredit- oder Finanzdienstleistungsinstitut, Wertpapierinstitut, Kapitalverwaltungsgesellschaft, Versicherung, Zahlungs- oder E-Geld-Institut)?",
    en: "Is the company a supervised financial-sector entity (e.g. credit or financial services institution, investment firm, asset management company, insurer, payment or e-money institution)?",
  },
  listed_company: {
    de: "Sind Beteiligungspapiere oder Anleihen des Unternehmens an einer Börse kotiert bzw. ist es kapitalmarktorientiert?",
    en: "Are the company's shares or bonds listed on a stock exchange (is it capital-market-oriented)?",
  },
  consolidation_obligation: {
    de: "Ist das Unternehmen zur Erstellung einer Konzernrechnung (eines Konzernabschlusses) verpflichtet?",
    en: "Is the company obliged to prepare consolidated financial statements?",
  },
  critical_entity: {
    de: "Betreibt das Unternehmen eine kritische Anlage bzw. ist es als kritische Einrichtung (KRITIS) bestimmt oder gemeldet?",
    en: "Does the company operate a critical facility, or is it identified as a critical entity (critical infrastructure)?",
  },
  trust_service_provider: {
    de: "Erbringt das Unternehmen Vertrauensdienste im Sinne der eIDAS-Verordnung (z. B. elektronische Signaturen, Siegel, Zeitstempel)?",
    en: "Does the company provide trust services under the eIDAS Regulation (e.g. electronic signatures, seals, time stamps)?",
  },
  dns_tld_provider: {
    de: "Ist das Unternehmen DNS-Diensteanbieter oder Registry einer Top-Level-Domain?",
    en: "Is the company a DNS service provider or a top-level domain name registry?",
  },
  public_telecom_provider: {
    de: "Stellt das Unternehmen öffentliche elektronische Kommunikationsnetze bereit oder erbringt es öffentlich zugängliche Telekommunikationsdienste?",
    en: "Does the company provide public electronic communications networks or publicly available electronic communications services?",
  },
  eaa_product_supplier: {
    de: "Stellt das Unternehmen Produkte im Sinne des European Accessibility Act her, führt sie ein oder handelt damit (Computer und Betriebssysteme, Smartphones, E-Book-Lesegeräte, Geldautomaten, Fahrausweis- und Check-in-Automaten, Zahlungsterminals, Endgeräte für Telekommunikation oder audiovisuelle Medien)?",
    en: "Does the company manufacture, import or distribute products covered by the European Accessibility Act (computers and operating systems, smartphones, e-readers, ATMs, ticketing and check-in machines, payment terminals, terminal equipment for electronic communications or audiovisual media)?",
  },
  electrical_equipment_producer: {
    de: "Bringt das Unternehmen als Hersteller oder Importeur Elektro- oder Elektronikgeräte (einschließlich Fernabsatz) erstmals im Land in Verkehr?",
    en: "Does the company place electrical or electronic equipment on the national market for the first time as manufacturer or importer (including distance selling)?",
  },
  electrical_equipment_distributor: {
    de: "Verkauft das Unternehmen Elektro- oder Elektronikgeräte an Endnutzer (stationär oder im Fernabsatz)?",
    en: "Does the company sell electrical or electronic equipment to end users (in store or at a distance)?",
  },
  cash_register_user: {
    de: "Zeichnet das Unternehmen Geschäftsvorfälle mit einer elektronischen Registrierkasse, einem Kassensystem oder einem Taxameter bzw. Wegstreckenzähler auf?",
    en: "Does the company record transactions with an electronic cash register, a point-of-sale system or a taximeter or odometer?",
  },
  b2b_invoicing: {
    de: "Erbringt oder bezieht das Unternehmen steuerbare Leistungen an bzw. von anderen inländischen Unternehmen (B2B-Rechnungen)?",
    en: "Does the company supply to or buy from other domestic businesses (business-to-business invoices)?",
  },
  conflict_minerals_importer: {
    de: "Führt das Unternehmen Zinn, Tantal, Wolfram, Gold (Erze, Konzentrate oder Metalle) ein oder bearbeitet es diese?",
    en: "Does the company import or process tin, tantalum, tungsten or gold (ores, concentrates or metals)?",
  },
  cbam_goods_importer: {
    de: "Führt das Unternehmen CBAM-Waren (Zement, Eisen und Stahl, Aluminium, Düngemittel, Wasserstoff, Strom) aus Drittländern in die EU ein?",
    en: "Does the company import CBAM goods (cement, iron and steel, aluminium, fertilisers, hydrogen, electricity) from outside the EU?",
  },
  connected_product_manufacturer: {
    de: "Stellt das Unternehmen vernetzte Produkte her (Geräte, die Nutzungsdaten erzeugen und übermitteln) oder erbringt es dazugehörige digitale Dienste?",
    en: "Does the company manufacture connected products (devices that generate and communicate usage data) or provide related digital services?",
  },
  data_processing_service_provider: {
    de: "Bietet das Unternehmen Datenverarbeitungsdienste an (Cloud- oder Edge-Dienste, IaaS, PaaS, SaaS)?",
    en: "Does the company offer data processing services (cloud or edge services, IaaS, PaaS, SaaS)?",
  },
  eu_market_activity: {
    de: "Bietet das Unternehmen (mit Sitz außerhalb der EU) Waren oder Dienstleistungen an Personen in der EU an oder beobachtet es deren Verhalten (z. B. Verkauf, Versand oder Online-Dienste an Kundinnen und Kunden in der EU)?",
    en: "Does the company (established outside the EU) offer goods or services to people in the EU or monitor their behaviour (e.g. selling, shipping or providing online services to customers in the EU)?",
  },
  consumer_ecommerce: {
    de: "Verkauft das Unternehmen Waren oder Dienstleistungen online an Verbraucherinnen und Verbraucher (Online-Shop, App, Buchungsportal) – gleich in welcher Branche (z. B. Handel, Tourismus, Medien, Software)?",
    en: "Does the company sell goods or services online to consumers (web shop, app, booking portal), whatever its industry (e.g. retail, travel, media, software)?",
  },
  packaging_producer: {
    de: "Bringt das Unternehmen mit Ware befüllte Verpackungen (auch Versand- oder Serviceverpackungen) erstmals in Verkehr – z. B. als Hersteller von Konsumgütern, Lebensmitteln, Reinigungsmitteln oder als Online-Händler?",
    en: "Does the company place packaging filled with goods (including shipping or service packaging) on the market for the first time, e.g. as a maker of consumer goods, food or detergents, or as an online seller?",
  },
  online_marketplace: {
    de: "Betreibt das Unternehmen einen Online-Marktplatz, auf dem Dritte Waren oder Dienstleistungen anbieten?",
    en: "Does the company run an online marketplace on which third parties offer goods or services?",
  },
  battery_producer: {
    de: "Bringt das Unternehmen Batterien oder Akkus – auch in Geräte oder Fahrzeuge eingebaut – erstmals im Land in Verkehr?",
    en: "Does the company place batteries, including batteries built into appliances or vehicles, on the national market for the first time?",
  },
  chemicals_manufacturer_importer: {
    de: "Stellt das Unternehmen chemische Stoffe oder Gemische (z. B. Farben, Reinigungs- oder Klebstoffe) her oder führt es sie in die EU bzw. die Schweiz ein?",
    en: "Does the company manufacture chemical substances or mixtures (e.g. paints, detergents, adhesives) or import them into the EU or Switzerland?",
  },
  food_business_operator: {
    de: "Stellt das Unternehmen Lebensmittel her, verarbeitet, lagert, transportiert oder verkauft es sie (auch Gastronomie, Kantine, Handel)?",
    en: "Does the company produce, process, store, transport or sell food (including restaurants, canteens and retail)?",
  },
  road_transport_operator: {
    de: "Befördert das Unternehmen gewerblich Güter oder Personen auf der Straße (Spedition, Bus, Taxi, Mietwagen mit Fahrer)?",
    en: "Does the company carry goods or passengers by road commercially (haulage, buses, taxis, hire cars with driver)?",
  },
  hospital_operator: {
    de: "Betreibt das Unternehmen ein Krankenhaus bzw. Spital oder eine vergleichbare stationäre Einrichtung?",
    en: "Does the company operate a hospital or a comparable in-patient facility?",
  },
  public_contractor: {
    de: "Bewirbt sich das Unternehmen um öffentliche Aufträge oder führt es solche aus (als Auftragnehmer oder Unterauftragnehmer öffentlicher Auftraggeber)?",
    en: "Does the company bid for or perform public contracts (as contractor or subcontractor of public-sector buyers)?",
  },
  group_parent: {
    de: "Ist das Unternehmen Mutterunternehmen einer Unternehmensgruppe (beherrscht es andere Unternehmen)?",
    en: "Is the company the parent undertaking of a group (does it control other undertakings)?",
  },
  temporary_agency_work: {
    de: "Überlässt das Unternehmen Arbeitnehmer an andere Unternehmen (Zeitarbeit) oder setzt es Leiharbeitnehmer eines Verleihers ein?",
    en: "Does the company hire out its employees to other companies (temporary agency work) or use agency workers supplied by an agency?",
  },
  goods_exporter: {
    de: "Führt das Unternehmen Waren, Software oder Technologie aus dem Zollgebiet der EU bzw. der Schweiz aus oder erbringt es Dienstleistungen für Kunden außerhalb davon (z. B. Maschinenbau, Elektronik, Software, Chemie)?",
    en: "Does the company export goods, software or technology from the EU or Swiss customs territory, or provide services to customers outside it (e.g. machinery, electronics, software, chemicals)?",
  },
  fgas_equipment_operator: {
    de: "Betreibt oder wartet das Unternehmen Kälte-, Klima- oder Wärmepumpenanlagen, Brandschutzsysteme oder Schaltanlagen mit fluorierten Treibhausgasen (F-Gasen)?",
    en: "Does the company operate or service refrigeration, air-conditioning or heat-pump equipment, fire protection systems or switchgear containing fluorinated greenhouse gases (F-gases)?",
  },
  medical_device_manufacturer: {
    de: "Stellt das Unternehmen Medizinprodukte (auch Software als Medizinprodukt, z. B. eine Gesundheits-App mit medizinischer Zweckbestimmung) her, führt es sie in die EU ein oder vertreibt es sie?",
    en: "Does the company manufacture, import or distribute medical devices (including software as a medical device, e.g. a health app with a medical purpose)?",
  },
  eudr_commodity_operator: {
    de: "Bringt das Unternehmen Rinder, Kakao, Kaffee, Ölpalme, Kautschuk, Soja oder Holz bzw. daraus hergestellte Erzeugnisse (z. B. Schokolade, Leder, Möbel, Papier) in der EU in Verkehr, handelt es damit oder führt es sie aus?",
    en: "Does the company place cattle, cocoa, coffee, oil palm, rubber, soya or wood, or products made from them (e.g. chocolate, leather, furniture, paper), on the EU market, trade in them or export them?",
  },
  energy_supply_operator: {
    de: "Beliefert das Unternehmen andere mit Strom oder Gas oder betreibt es ein Energieversorgungsnetz (Energieversorgungsunternehmen, Netzbetreiber)?",
    en: "Does the company supply electricity or gas to others or operate an energy supply network (energy supplier, network operator)?",
  },
  machinery_manufacturer_importer: {
    de: "Stellt das Unternehmen Maschinen oder dazugehörige Produkte (auswechselbare Ausrüstungen, Sicherheitsbauteile, Lastaufnahmemittel, unvollständige Maschinen) her – auch für den Eigengebrauch – oder führt es sie in die EU ein bzw. vertreibt es sie?",
    en: "Does the company manufacture machinery or related products (interchangeable equipment, safety components, lifting accessories, partly completed machinery), including for its own use, or import or distribute them in the EU?",
  },
  professional_secrecy_holder: {
    de: "Unterliegt das Unternehmen bzw. unterliegen seine Berufsträger einem strafbewehrten Berufsgeheimnis (z. B. Rechtsanwalts- oder Steuerberatungskanzlei, Wirtschaftsprüfung, Notariat, Arzt- oder Zahnarztpraxis, Apotheke, Psychotherapie)?",
    en: "Is the company, or are its professionals, bound by a professional secrecy protected by criminal law (e.g. a law firm, tax adviser, auditor, notary, medical or dental practice, pharmacy, psychotherapy)?",
  },
  state_or_local_public_body: {
    de: "Ist die Organisation eine öffentliche Stelle eines Landes bzw. Kantons oder einer Gemeinde (z. B. Landesbehörde, Stadtverwaltung, kantonales Amt, Gemeinde, kommunaler Eigenbetrieb, öffentlich-rechtliche Anstalt des Landes oder Kantons)?",
    en: "Is the organisation a public body of a German state or Swiss canton or of a municipality (e.g. a state authority, city administration, cantonal office, municipality, municipal utility run as a public body, public-law institution of a state or canton)?",
  },
  apparel_footwear_operator: {
    de: "Bringt das Unternehmen Bekleidung, Bekleidungszubehör oder Schuhe für Verbraucher in Verkehr oder verkauft es sie (als Hersteller, Importeur, Händler oder Fulfilment-Dienstleister)?",
    en: "Does the company place on the market or sell apparel, clothing accessories or footwear for consumers (as manufacturer, importer, dealer or fulfilment service provider)?",
  },
  construction_client: {
    de: "Lässt das Unternehmen als Bauherr ein Bauvorhaben ausführen (Neubau, Umbau, Sanierung oder Abbruch einer baulichen Anlage) – gleich in welcher Branche?",
    en: "Does the company, as the client (Bauherr), have a construction project carried out (building, converting, renovating or demolishing a structure), whatever its industry?",
  },
  aml_obliged_entity: {
    de: "Ist das Unternehmen nach Geldwäscherecht Verpflichteter bzw. Finanzintermediär – z. B. Bank, Zahlungs- oder E-Geld-Institut, Kryptowerte-Dienstleister, Vermögensverwalter, Lebensversicherer, Immobilienmakler, Glücksspielanbieter, Treuhand- oder Gesellschaftsdienstleister, Rechtsanwalt, Notar, Steuerberater oder Wirtschaftsprüfer bei den erfassten Geschäften, oder ein Händler (gleich welcher Branche), der Barzahlungen ab 10.000 EUR (Schweiz: über 100.000 CHF) annimmt oder mit Edelmetallen oder Kunst handelt?",
    en: "Is the company an obliged entity or financial intermediary under anti-money-laundering law, e.g. a bank, payment or e-money institution, crypto-asset service provider, asset manager, life insurer, estate agent, gambling provider, trust or company service provider, lawyer, notary, tax adviser or auditor in the transactions covered, or a trader of any industry accepting cash payments of EUR 10,000 or more (Switzerland: above CHF 100,000) or trading in precious metals or art?",
  },
  consumer_product_supplier: {
    de: "Stellt das Unternehmen Produkte her, die für Verbraucher bestimmt sind oder von ihnen benutzt werden können, oder führt es sie ein, vertreibt es sie oder lagert bzw. versendet es sie als Fulfilment-Dienstleister – gleich in welcher Branche (z. B. Handwerksbetrieb, Manufaktur, Händler, Online-Shop)?",
    en: "Does the company manufacture products intended for or likely to be used by consumers, or import, distribute, or store and ship them as a fulfilment service provider, whatever its industry (e.g. a craft business, workshop, retailer or web shop)?",
  },
  product_supplier: {
    de: "Bringt das Unternehmen verwendungsbereite Produkte (bewegliche Sachen, auch Maschinen, Geräte oder Bauteile) in Verkehr – als Hersteller, Importeur oder Händler, auch für berufliche Verwender, zum eigenen beruflichen Gebrauch oder beim Erbringen einer Dienstleistung?",
    en: "Does the company place ready-to-use products (movable goods, including machines, appliances or components) on the market, as manufacturer, importer or dealer, also for professional users, for its own professional use or in providing a service?",
  },
  digital_product_supplier: {
    de: "Stellt das Unternehmen Produkte mit digitalen Elementen her (Software oder Hardware mit Datenverbindung, z. B. Apps, Firmware, vernetzte Geräte, Router, Steuerungen) oder führt es sie in die EU ein bzw. vertreibt es sie – gleich in welcher Branche?",
    en: "Does the company manufacture products with digital elements (software or hardware with a data connection, e.g. apps, firmware, connected devices, routers, controllers), or import or distribute them in the EU, whatever its industry?",
  },
  building_owner: {
    de: "Ist das Unternehmen Eigentümer eines beheizten oder gekühlten Gebäudes (z. B. Büro-, Produktions-, Lager- oder Wohngebäude) – gleich in welcher Branche?",
    en: "Does the company own a heated or cooled building (e.g. an office, production, warehouse or residential building), whatever its industry?",
  },
  construction_contractor: {
    de: "Führt das Unternehmen selbst Bauarbeiten aus (Errichtung, Umbau, Instandhaltung, Rückbau oder Abbruch von Bauwerken, auch Dach-, Gerüst- oder Grabenarbeiten oder der Einbau von Heizungs- und Gebäudetechnik) – gleich in welcher Branche?",
    en: "Does the company carry out construction work itself (erecting, converting, maintaining, dismantling or demolishing structures, including work on roofs, scaffolds or in trenches, or installing heating and building services), whatever its industry?",
  },
};

/** What a caller stated: facts the company has and facts it is known not to have. */
export interface CompanyFacts {
  present: ReadonlySet<CompanyActivity>;
  absent: ReadonlySet<CompanyActivity>;
}

export const NO_FACTS: CompanyFacts = { present: new Set(), absent: new Set() };

export type FactOutcome = "present" | "absent" | "unknown";
