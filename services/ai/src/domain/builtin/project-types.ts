/**
 * How projects of each type run, whatever the industry: five phases tied to stages, the
 * tasks a consultant plans in each (the last one is the phase's gate), the type's roles,
 * risks and cost structure. Placeholders: `{subject}` (direct object with article),
 * `{head}` / `{Head}` (bare noun), `{permit}` (the country's building permit).
 */
import type { Priority } from "../types.js";
import { line, role } from "./builders.js";
import type { PhaseDef, ProjectType, ProjectTypeProfile, RiskDef, Stage, TaskDef } from "./content.js";
import { KeywordMatcher, lower } from "./text.js";

const task = (title: [string, string], description: [string, string], priority: Priority, owner: string): TaskDef => ({
  title: { de: title[0], en: title[1] },
  description: { de: description[0], en: description[1] },
  priority,
  owner,
});

const phase = (
  key: string,
  stage: Stage,
  name: [string, string],
  description: [string, string],
  share: number,
  tasks: TaskDef[],
): PhaseDef => ({
  key,
  stage,
  name: { de: name[0], en: name[1] },
  description: { de: description[0], en: description[1] },
  share,
  tasks,
});

const risk = (
  title: [string, string],
  description: [string, string],
  likelihood: number,
  impact: number,
  mitigation: [string, string],
  owner: string,
): RiskDef => ({
  title: { de: title[0], en: title[1] },
  description: { de: description[0], en: description[1] },
  likelihood,
  impact,
  mitigation: { de: mitigation[0], en: mitigation[1] },
  owner,
});

const software: ProjectTypeProfile = {
  keywords: {
    strong: [
      "erp*",
      "crm*",
      "neue software*",
      "new software",
      "softwarelösung*",
      "software solution*",
      "software einführen",
      "software introduction",
      "sap",
      "s/4hana",
      "dynamics 365",
      "salesforce",
      "warenwirtschaft*",
      "dms",
      "dokumentenmanagement*",
      "*system einführen",
      "*systems einführen",
      "*lösung einführen",
      "*plattform*",
      "hr-system",
      "lims",
      "mes",
      "pms",
      "kis",
      "*portal*",
      "ticketsystem*",
      "terminplanungs*",
      "dienstplan*",
      "scheduling system*",
      "booking system*",
      "buchungssystem*",
      "kassensystem*",
      "pos system*",

      "go-live",
      "saas",
      "cloud*",
    ],
    weak: ["einführ*", "introduc*", "implement*", "system*", "app", "tool*", "lizenz*", "licen*", "migration*"],
  },
  name: { de: "Softwareeinführung", en: "Software introduction" },
  subject: { de: { object: "das neue System", head: "System" }, en: { object: "the new system", head: "system" } },
  phases: [
    phase(
      "requirements",
      "analyse",
      ["Analyse & Anforderungen", "Analysis & requirements"],
      [
        "Ist-Prozesse aufnehmen, Ziele und Anforderungen mit den Key-Usern festlegen",
        "Map current processes and agree goals and requirements with the key users",
      ],
      0.18,
      [
        task(
          ["Projektauftrag, Lenkungskreis und Key-User-Team festlegen", "Set up project charter, steering committee and key-user team"],
          [
            "Ziele, Umfang, Budgetrahmen und Entscheidungswege schriftlich festhalten; je Fachbereich eine:n Key-User benennen und freistellen.",
            "Document goals, scope, budget frame and decision paths; name and free up one key user per department.",
          ],
          "high",
          "project_manager",
        ),
        task(
          ["Ist-Prozesse und Schwachstellen mit den Key-Usern aufnehmen", "Map current processes and pain points with the key users"],
          [
            "Workshops je Fachbereich: Abläufe, Medienbrüche, Excel-Listen und Schnittstellen dokumentieren, die {subject} ablösen soll.",
            "Workshops per department: document workflows, manual hand-offs, spreadsheets and interfaces that {subject} is to replace.",
          ],
          "high",
          "key_users",
        ),
        task(
          [
            "Lastenheft {Head} mit Muss- und Kann-Kriterien erstellen",
            "Write the {head} requirements specification with must-haves and nice-to-haves",
          ],
          [
            "Funktionale und nichtfunktionale Anforderungen, Mengengerüst, Schnittstellen und Datenschutzanforderungen priorisiert beschreiben.",
            "Describe functional and non-functional requirements, volumes, interfaces and data protection needs, prioritised.",
          ],
          "high",
          "project_manager",
        ),
        task(
          ["Gate: Lastenheft und Business Case freigeben", "Gate: approve requirements and business case"],
          [
            "Lenkungskreis gibt Anforderungen, Nutzenannahmen und Budgetrahmen für die Anbieterauswahl frei.",
            "The steering committee approves requirements, expected benefits and budget frame for vendor selection.",
          ],
          "critical",
          "sponsor",
        ),
      ],
    ),
    phase(
      "selection",
      "design",
      ["Anbieterauswahl & Fachkonzept", "Vendor selection & solution design"],
      [
        "Anbieter vergleichen, Vertrag schließen und das Soll-Konzept festlegen",
        "Compare vendors, sign the contract and fix the target design",
      ],
      0.2,
      [
        task(
          ["Anbieter-Shortlist und Demo-Workshops mit Referenzszenarien", "Vendor shortlist and scripted demos with reference scenarios"],
          [
            "Drei bis vier Anbieter anhand eigener Praxisfälle vorführen lassen; Bewertung mit gewichteter Nutzwertanalyse und Referenzbesuchen.",
            "Have three to four vendors demo your own real-life scenarios; score them with a weighted matrix and reference calls.",
          ],
          "high",
          "purchasing",
        ),
        task(
          ["Vertrag, SLA und Lizenzmodell für {subject} verhandeln", "Negotiate contract, SLA and licence model for {subject}"],
          [
            "Festpreis- oder Budgetanteile, Service-Level, Exit-Klauseln und Auftragsverarbeitungsvertrag prüfen und abschließen.",
            "Review and close fixed-price shares, service levels, exit clauses and the data processing agreement.",
          ],
          "high",
          "legal",
        ),
        task(
          [
            "Fachkonzept mit Soll-Prozessen und Rollen- und Berechtigungskonzept",
            "Solution design with target processes and roles and permissions concept",
          ],
          [
            "Soll-Prozesse möglichst im Standard abbilden, Abweichungen begründen, Rollen und Berechtigungen festlegen.",
            "Map the target processes to the {head} standard, justify deviations, define roles and permissions.",
          ],
          "high",
          "process_owners",
        ),
        task(
          [
            "Arbeitnehmervertretung beteiligen: Regelung für {subject} vereinbaren",
            "Involve employee representatives: agree rules for {subject}",
          ],
          [
            "Leistungs- und Verhaltenskontrolle, Protokollierung und Schulung regeln, bevor Echtdaten verarbeitet werden.",
            "Settle performance monitoring, logging and training before live data is processed.",
          ],
          "high",
          "works_council",
        ),
        task(
          ["Gate: Fachkonzept abnehmen", "Gate: sign off the solution design"],
          [
            "Fachbereiche und Lenkungskreis nehmen das Fachkonzept als Grundlage für die Umsetzung ab.",
            "Departments and steering committee sign off the design as the basis for the build.",
          ],
          "critical",
          "sponsor",
        ),
      ],
    ),
    phase(
      "build",
      "build",
      ["Umsetzung & Datenmigration", "Build & data migration"],
      ["System einrichten, Schnittstellen bauen und Daten migrieren", "Configure the system, build interfaces and migrate data"],
      0.26,
      [
        task(
          ["{Head} konfigurieren und Schnittstellen anbinden", "Configure the {head} and connect the interfaces"],
          [
            "Customizing nach Fachkonzept in Sprints, Schnittstellen zu Buchhaltung, Lohn und Bestandssystemen umsetzen.",
            "Configure to the design in sprints; build interfaces to accounting, payroll and existing systems.",
          ],
          "high",
          "vendor",
        ),
        task(
          ["Stammdaten bereinigen und Probemigrationen fahren", "Cleanse master data and run trial migrations"],
          [
            "Dubletten und Altlasten bereinigen, Mapping festlegen, mindestens zwei Probemigrationen mit Abgleich durch die Fachbereiche.",
            "Remove duplicates and legacy clutter, define the mapping, run at least two trial migrations reconciled by the departments.",
          ],
          "high",
          "process_owners",
        ),
        task(
          ["Berechtigungen, Protokollierung und Datensicherung einrichten", "Set up permissions, logging and backups"],
          [
            "Rollenkonzept technisch umsetzen, Admin-Zugänge absichern, Backup und Wiederherstellung testen.",
            "Implement the role concept, secure admin access, test backup and restore.",
          ],
          "medium",
          "it_security",
        ),
        task(
          ["Gate: Systemtest abgeschlossen", "Gate: system test completed"],
          [
            "Integrations- und Systemtest ohne kritische Fehler; Testumgebung mit migrierten Daten steht für den Anwendertest bereit.",
            "Integration and system test without critical defects; a test environment with migrated data is ready for user acceptance testing.",
          ],
          "critical",
          "project_manager",
        ),
      ],
    ),
    phase(
      "test",
      "test",
      ["Test & Schulung", "Testing & training"],
      ["Anwendertest, Schulung und Vorbereitung der Umstellung", "User acceptance testing, training and cutover preparation"],
      0.2,
      [
        task(
          ["Anwendertest (UAT) für {subject} mit Key-Usern", "User acceptance test of the {head} with key users"],
          [
            "End-to-End-Testfälle je Prozess durchspielen, Fehler nach Schweregrad klassifizieren und Nachtests protokollieren.",
            "Run end-to-end test cases per process, classify defects by severity and log re-tests.",
          ],
          "critical",
          "key_users",
        ),
        task(
          ["Schulung der Anwenderinnen und Anwender", "Train the end users"],
          [
            "Rollenbasierte Schulungen durch Key-User (Train-the-Trainer), Kurzanleitungen und Schulungsumgebung bereitstellen.",
            "Role-based training by key users (train the trainer), quick guides and a training environment.",
          ],
          "high",
          "key_users",
        ),
        task(
          ["Cutover-Plan und Generalprobe der Umstellung", "Cutover plan and dress rehearsal"],
          [
            "Stundengenauen Umstellungsplan mit Rückfallszenario erstellen und die finale Migration einmal vollständig proben.",
            "Write an hour-by-hour cutover plan with a fallback scenario and rehearse the final migration end to end.",
          ],
          "high",
          "it_operations",
        ),
        task(
          ["Gate: Go-live-Freigabe", "Gate: go-live approval"],
          [
            "Lenkungskreis entscheidet anhand Testergebnis, Schulungsstand und Cutover-Bereitschaft über den Produktivstart.",
            "The steering committee decides on go-live based on test results, training status and cutover readiness.",
          ],
          "critical",
          "sponsor",
        ),
      ],
    ),
    phase(
      "golive",
      "launch",
      ["Go-live & Hypercare", "Go-live & hypercare"],
      ["Produktivstart, intensive Betreuung und Übergabe in den Betrieb", "Go-live, intensive support and handover to operations"],
      0.16,
      [
        task(
          ["Produktivstart {Head} nach Cutover-Plan", "Go-live of the {head} following the cutover plan"],
          [
            "Finale Migration, Abnahme der Datenübernahme durch die Fachbereiche und Freischaltung der Anwender.",
            "Final migration, departments accept the data take-over, users are switched over.",
          ],
          "critical",
          "it_operations",
        ),
        task(
          ["Hypercare: tägliche Fehlertriage mit dem Anbieter", "Hypercare: daily defect triage with the vendor"],
          [
            "Vier bis sechs Wochen erhöhte Betreuung, tägliche Abstimmung zu Tickets, Key-User als erste Anlaufstelle.",
            "Four to six weeks of heightened support, daily ticket stand-ups, key users as first point of contact.",
          ],
          "high",
          "vendor",
        ),
        task(
          ["Altsystem abschalten und Daten revisionssicher archivieren", "Decommission the legacy system and archive data compliantly"],
          [
            "Aufbewahrungspflichten prüfen, Lesezugriff oder Archiv bereitstellen, Lizenzen kündigen.",
            "Check retention duties, provide read access or an archive, cancel licences.",
          ],
          "medium",
          "it_operations",
        ),
        task(
          ["Gate: Projektabschluss und Übergabe in den Regelbetrieb", "Gate: project close and handover to operations"],
          [
            "Nutzen gegen Business Case messen, Lessons Learned, Betriebshandbuch und Supportprozess übergeben.",
            "Measure benefits against the business case, hold lessons learned, hand over run book and support process.",
          ],
          "high",
          "sponsor",
        ),
      ],
    ),
  ],
  roles: [],
  risks: [
    risk(
      ["Datenqualität gefährdet die Migration", "Data quality jeopardises the migration"],
      [
        "Unvollständige oder doppelte Stammdaten führen zu Fehlern im neuen System und verzögern den Go-live.",
        "Incomplete or duplicate master data cause errors in the new system and delay go-live.",
      ],
      4,
      4,
      [
        "Früh Datenverantwortliche benennen, Bereinigung vor der ersten Probemigration, Abgleich-Checklisten.",
        "Name data owners early, cleanse before the first trial migration, use reconciliation checklists.",
      ],
      "process_owners",
    ),
    risk(
      ["Key-User nicht ausreichend verfügbar", "Key users not available enough"],
      [
        "Das Tagesgeschäft bindet die Key-User; Tests und Schulungen verzögern sich.",
        "Daily business ties up the key users; tests and training slip.",
      ],
      4,
      3,
      [
        "Freistellung in Prozent schriftlich vereinbaren, Vertretungen regeln, Testfenster früh blocken.",
        "Agree release percentages in writing, arrange cover, block test windows early.",
      ],
      "department_heads",
    ),
    risk(
      ["Zu viele Anpassungen am Standard", "Too much customisation of the standard"],
      [
        "Individualentwicklungen erhöhen Kosten, Testaufwand und erschweren spätere Updates.",
        "Custom developments raise cost and test effort and make later upgrades harder.",
      ],
      3,
      4,
      [
        "Fit-to-Standard-Workshops, jede Abweichung mit Business Case durch den Lenkungskreis freigeben.",
        "Run fit-to-standard workshops; every deviation needs a business case approved by the steering committee.",
      ],
      "project_manager",
    ),
    risk(
      ["Geringe Akzeptanz bei den Anwendern", "Low user acceptance"],
      [
        "Mitarbeitende arbeiten an Excel-Listen weiter oder umgehen das neue System.",
        "Staff keep working in spreadsheets or bypass the new system.",
      ],
      3,
      3,
      [
        "Frühe Einbindung, Quick Wins zeigen, Schulung im eigenen Prozess, Altwege nach Go-live schließen.",
        "Involve users early, show quick wins, train in their own processes, close old workarounds after go-live.",
      ],
      "project_manager",
    ),
    risk(
      ["Schnittstellen zu Bestandssystemen instabil", "Interfaces to existing systems unstable"],
      [
        "Fehlerhafte Übergaben an Buchhaltung oder Fachsysteme stören den Betrieb nach dem Go-live.",
        "Faulty hand-offs to accounting or specialist systems disrupt operations after go-live.",
      ],
      3,
      4,
      [
        "Schnittstellen früh spezifizieren, automatisierte Tests und Monitoring mit Alarmierung einrichten.",
        "Specify interfaces early, set up automated tests and monitoring with alerts.",
      ],
      "it_operations",
    ),
  ],
  budget: [
    line("software", ["Lizenzen bzw. Subskription (erstes Jahr)", "Licences or subscription (first year)"], 0.3, "design"),
    line(
      "services",
      ["Implementierung und Customizing durch den Anbieter", "Implementation and configuration by the vendor"],
      0.35,
      "build",
    ),
    line("migration", ["Datenbereinigung und Migration", "Data cleansing and migration"], 0.12, "build"),
    line("training", ["Schulung und Change-Management", "Training and change management"], 0.1, "test"),
    line("internal", ["Interne Projektleitung und Freistellung Key-User", "Internal project management and key-user time"], 0.13),
  ],
  weeks: 26,
  costFactor: 1,
  affectsEmployees: true,
};

const production: ProjectTypeProfile = {
  keywords: {
    strong: [
      "*anlage in betrieb",
      "abfüllanlage*",
      "abfülllinie*",
      "verpackungslinie*",

      "produktionslinie*",
      "fertigungslinie*",
      "montagelinie*",
      "*maschine*",
      "*roboter*",
      "*automatisierungszelle*",
      "inbetriebnahme*",
      "in betrieb nehmen",
      "production line*",
      "bottling line*",
      "packaging line*",
      "assembly line*",
      "*machine*",
      "robot*",
      "commission*",
      "*anlage",
      "*anlagen",
      "kessel*",
      "sudhaus*",
      "brewhouse*",
      "ofen",

      "cnc*",
      "spritzguss*",
      "extruder*",
      "reinraum*",
      "cleanroom*",
      "photovoltaik*",
      "pv-anlage*",
      "blockheizkraftwerk*",
      "wärmepumpe*",
    ],
    weak: ["produktion*", "fertigung*", "production", "manufacturing", "kapazität*", "capacity", "ausbringung*", "throughput"],
  },
  name: { de: "Anlagenprojekt", en: "Production equipment project" },
  subject: { de: { object: "die neue Anlage", head: "Anlage" }, en: { object: "the new line", head: "line" } },
  phases: [
    phase(
      "specification",
      "analyse",
      ["Bedarf & Lastenheft", "Requirements & specification"],
      ["Kapazität, Produktspektrum und Rahmenbedingungen festlegen", "Fix capacity, product range and constraints"],
      0.15,
      [
        task(
          ["Kapazitäts- und Produktanforderungen an {subject} festlegen", "Define capacity and product requirements for {subject}"],
          [
            "Ausbringung, Formate, Rüstzeiten, Verfügbarkeit (OEE-Ziel) und künftige Varianten mit Produktion und Vertrieb abstimmen.",
            "Agree output, formats, changeover times, availability (OEE target) and future variants with production and sales.",
          ],
          "critical",
          "production_manager",
        ),
        task(
          ["Aufstellort, Medien und Layout prüfen", "Check installation site, utilities and layout"],
          [
            "Tragfähigkeit des Bodens, Strom, Druckluft, Wasser, Abluft sowie Material- und Personenflüsse im Hallenlayout prüfen.",
            "Check floor load, power, compressed air, water, exhaust and material and people flows in the hall layout.",
          ],
          "high",
          "maintenance",
        ),
        task(
          ["Lastenheft {Head} erstellen und Angebote einholen", "Write the {head} specification and request quotes"],
          [
            "Lastenheft mit Leistungsdaten, Normen, Schnittstellen zur Steuerung/MES und Abnahmekriterien an drei bis vier Lieferanten.",
            "Send a specification with performance data, standards, control/MES interfaces and acceptance criteria to three or four suppliers.",
          ],
          "high",
          "purchasing",
        ),
        task(
          ["Gate: Investitionsantrag freigeben", "Gate: approve the capital expenditure request"],
          [
            "Geschäftsführung gibt Investition, Amortisationsrechnung und Terminplan frei.",
            "Management approves investment, payback calculation and schedule.",
          ],
          "critical",
          "sponsor",
        ),
      ],
    ),
    phase(
      "engineering",
      "design",
      ["Vergabe & Detail-Engineering", "Award & detailed engineering"],
      [
        "Lieferant beauftragen, Pflichtenheft und Aufstellung planen",
        "Award the supplier, agree the functional specification and plan the installation",
      ],
      0.2,
      [
        task(
          [
            "Lieferant auswählen und Liefervertrag mit Abnahmekriterien schließen",
            "Select supplier and sign the supply contract with acceptance criteria",
          ],
          [
            "Technischen und kaufmännischen Vergleich, Zahlungsplan nach Meilensteinen (FAT/SAT), Pönalen und Gewährleistung vereinbaren.",
            "Technical and commercial comparison; payment plan by milestones (FAT/SAT), penalties and warranty.",
          ],
          "critical",
          "purchasing",
        ),
        task(
          ["Pflichtenheft und Layout für {subject} abstimmen", "Agree functional specification and layout of the {head}"],
          [
            "Pflichtenheft des Lieferanten gegen das Lastenheft prüfen, Aufstellplan und Schnittstellen zu vor- und nachgelagerten Anlagen fixieren.",
            "Check the supplier's functional specification against the requirements; fix the installation plan and interfaces to upstream and downstream equipment.",
          ],
          "high",
          "production_manager",
        ),
        task(
          ["Gefährdungsbeurteilung und CE-Konzept für die Verkettung", "Risk assessment and CE concept for the integrated line"],
          [
            "Schnittstellen der Maschinensicherheit, Not-Halt-Konzept und Verantwortung für die Gesamtheit von Maschinen klären.",
            "Clarify machine safety interfaces, emergency stop concept and responsibility for the assembly of machines.",
          ],
          "high",
          "safety_officer",
        ),
        task(
          ["Gate: Design-Freeze", "Gate: design freeze"],
          [
            "Layout, Pflichtenheft und Terminplan sind eingefroren; spätere Änderungen nur über Change Request.",
            "Layout, specification and schedule are frozen; later changes only through change requests.",
          ],
          "high",
          "project_manager",
        ),
      ],
    ),
    phase(
      "installation",
      "build",
      ["Fertigung, FAT & Montage", "Manufacturing, FAT & installation"],
      [
        "Anlage beim Hersteller abnehmen, Standort vorbereiten, montieren",
        "Accept the equipment at the supplier, prepare the site, install",
      ],
      0.3,
      [
        task(
          ["Factory Acceptance Test (FAT) beim Hersteller", "Factory acceptance test (FAT) at the supplier"],
          [
            "Funktion, Leistung und Dokumentation mit eigenen Produktmustern vor Auslieferung prüfen und protokollieren.",
            "Test function, performance and documentation with your own product samples before shipping.",
          ],
          "critical",
          "production_manager",
        ),
        task(
          [
            "Aufstellfläche vorbereiten: Fundamente, Medien, Demontage Altanlage",
            "Prepare the site: foundations, utilities, removal of old equipment",
          ],
          [
            "Bauliche Vorarbeiten und Medienanschlüsse so legen, dass der laufende Betrieb möglichst wenig gestört wird.",
            "Schedule civil works and utility connections to disrupt running production as little as possible.",
          ],
          "high",
          "maintenance",
        ),
        task(
          ["{Head}: Anlieferung und Montage", "Delivery and installation of the {head}"],
          [
            "Einbringung, mechanische und elektrische Montage, Montageaufsicht und tägliche Abstimmung mit dem Lieferanten.",
            "Rigging, mechanical and electrical installation, site supervision and daily coordination with the supplier.",
          ],
          "high",
          "machine_supplier",
        ),
        task(
          ["Gate: Montage abgeschlossen", "Gate: mechanical completion"],
          [
            "Montage und Medienanschlüsse sind fertig; Freigabe zur Inbetriebnahme nach Sicherheitsbegehung.",
            "Installation and utility connections complete; released for commissioning after a safety walk-through.",
          ],
          "high",
          "project_manager",
        ),
      ],
    ),
    phase(
      "commissioning",
      "test",
      ["Inbetriebnahme & SAT", "Commissioning & SAT"],
      ["Anlage in Betrieb nehmen, Leistung nachweisen, Personal schulen", "Commission the equipment, prove performance, train staff"],
      0.2,
      [
        task(
          ["{Head}: Kalt- und Heißinbetriebnahme", "Cold and hot commissioning of the {head}"],
          [
            "Funktionstests ohne und mit Produkt, Parametrierung, Anbindung an Steuerung und Betriebsdatenerfassung.",
            "Function tests without and with product, parameter setting, connection to controls and production data acquisition.",
          ],
          "critical",
          "machine_supplier",
        ),
        task(
          ["Bediener- und Instandhaltungsschulung", "Operator and maintenance training"],
          [
            "Schulung an der Anlage je Schicht, Betriebsanweisungen und Wartungspläne in der Instandhaltungssoftware anlegen.",
            "Hands-on training per shift; operating instructions and maintenance plans set up in the maintenance software.",
          ],
          "high",
          "maintenance",
        ),
        task(
          ["Site Acceptance Test (SAT) mit Leistungsnachweis", "Site acceptance test (SAT) with performance run"],
          [
            "Leistungslauf über mehrere Schichten gegen die vertraglichen Kennzahlen; Mängelliste mit Fristen.",
            "Performance run over several shifts against the contractual figures; punch list with deadlines.",
          ],
          "critical",
          "quality",
        ),
        task(
          ["Gate: Abnahme und Freigabe für die Produktion", "Gate: acceptance and release for production"],
          [
            "Förmliche Abnahme, CE-Dokumentation vollständig, Gefahrübergang und Start der Gewährleistung.",
            "Formal acceptance, complete CE documentation, transfer of risk and start of warranty.",
          ],
          "critical",
          "sponsor",
        ),
      ],
    ),
    phase(
      "rampup",
      "launch",
      ["Produktionsanlauf & Optimierung", "Ramp-up & optimisation"],
      ["Hochlauf auf Zielleistung und Übergabe in den Regelbetrieb", "Ramp up to target output and hand over to routine operation"],
      0.15,
      [
        task(
          ["Hochlauf auf Zielleistung mit OEE-Monitoring", "Ramp up to target output with OEE monitoring"],
          [
            "Stillstände und Ausschuss täglich auswerten, Maßnahmen mit Lieferant und Instandhaltung abarbeiten.",
            "Review downtime and scrap daily; work off actions with supplier and maintenance.",
          ],
          "high",
          "production_manager",
        ),
        task(
          ["Restmängel abarbeiten und Ersatzteilpaket aufbauen", "Close the punch list and build the spare parts stock"],
          [
            "Offene Punkte aus dem SAT nachverfolgen, kritische Verschleiß- und Ersatzteile bevorraten.",
            "Track open SAT items; stock critical wear and spare parts.",
          ],
          "medium",
          "maintenance",
        ),
        task(
          ["Gate: Übergabe in den Regelbetrieb", "Gate: handover to routine operation"],
          [
            "Zielkennzahlen stabil erreicht, Dokumentation übergeben, Lessons Learned festgehalten.",
            "Target figures reached consistently, documentation handed over, lessons learned recorded.",
          ],
          "high",
          "sponsor",
        ),
      ],
    ),
  ],
  roles: [
    role(
      "production_manager",
      ["Produktionsleitung", "Production management"],
      ["Verantwortet Ausbringung, Qualität und Personal der Produktion", "Owns output, quality and staff of production"],
      "high",
      "high",
    ),
    role(
      "maintenance",
      ["Instandhaltung", "Maintenance"],
      ["Verantwortet Medien, Aufstellung, Wartung und Ersatzteile", "Owns utilities, installation, servicing and spare parts"],
      "high",
      "medium",
    ),
    role(
      "machine_supplier",
      ["Anlagenlieferant", "Equipment supplier"],
      ["Konstruiert, liefert, montiert und nimmt die Anlage in Betrieb", "Designs, delivers, installs and commissions the equipment"],
      "medium",
      "medium",
    ),
  ],
  risks: [
    risk(
      ["Lieferverzug des Anlagenlieferanten", "Equipment supplier delivers late"],
      [
        "Engpässe bei Komponenten (Steuerungen, Antriebe) verschieben FAT und Montage um Wochen.",
        "Component shortages (controls, drives) push FAT and installation back by weeks.",
      ],
      4,
      4,
      [
        "Liefertermine mit Pönalen absichern, monatliche Fortschrittsberichte und Besuch beim Hersteller vor dem FAT.",
        "Secure delivery dates with penalties, monthly progress reports and a visit to the supplier before FAT.",
      ],
      "purchasing",
    ),
    risk(
      ["Leistung wird im Hochlauf nicht erreicht", "Output not reached during ramp-up"],
      [
        "Zielausbringung oder Qualität werden erst Monate später erreicht; Lieferfähigkeit leidet.",
        "Target output or quality is reached months late; delivery performance suffers.",
      ],
      3,
      4,
      [
        "Vertragliche Leistungskennzahlen, Leistungslauf im SAT, Puffer in der Absatzplanung.",
        "Contractual performance figures, performance run in the SAT, buffer in sales planning.",
      ],
      "production_manager",
    ),
    risk(
      ["Produktionsausfall während Umbau", "Production loss during conversion"],
      [
        "Demontage der Altanlage und Montage unterbrechen die laufende Produktion länger als geplant.",
        "Removing the old equipment and installing the new interrupts running production longer than planned.",
      ],
      3,
      4,
      [
        "Vorproduktion auf Lager, Umbau in auftragsschwache Zeit legen, Rückfallplan mit Altanlage.",
        "Build stock in advance, schedule the conversion in a low season, keep a fallback with the old equipment.",
      ],
      "production_manager",
    ),
    risk(
      ["Unklare CE-Verantwortung bei verketteten Anlagen", "Unclear CE responsibility for linked machines"],
      [
        "Ohne Gesamtkonformitätsbewertung darf die verkettete Anlage nicht betrieben werden.",
        "Without an overall conformity assessment the linked line may not be operated.",
      ],
      2,
      5,
      [
        "CE-Verantwortung für die Gesamtanlage vertraglich festlegen, Gefährdungsbeurteilung früh beginnen.",
        "Assign CE responsibility for the whole line by contract; start the risk assessment early.",
      ],
      "safety_officer",
    ),
    risk(
      ["Medienversorgung reicht nicht aus", "Utility supply insufficient"],
      [
        "Strom-, Druckluft- oder Kühlleistung am Aufstellort reicht für die neue Anlage nicht aus.",
        "Power, compressed air or cooling capacity at the site is not enough for the new equipment.",
      ],
      2,
      4,
      [
        "Lastprofil früh vom Lieferanten einfordern und mit der Haustechnik abgleichen.",
        "Request the load profile from the supplier early and check it against building services.",
      ],
      "maintenance",
    ),
  ],
  budget: [
    line("equipment", ["Anlage inklusive Steuerung", "Equipment including controls"], 0.6, "build"),
    line(
      "installation",
      ["Bauliche Vorarbeiten, Fundamente und Medienanschlüsse", "Civil works, foundations and utility connections"],
      0.15,
      "build",
    ),
    line("commissioning", ["Montage, Inbetriebnahme und Schulung", "Installation, commissioning and training"], 0.15, "test"),
    line("internal", ["Interne Projektleitung und Produktionsausfall", "Internal project management and lost production"], 0.1),
  ],
  weeks: 30,
  costFactor: 1.6,
  affectsEmployees: true,
};

const construction: ProjectTypeProfile = {
  keywords: {
    strong: [
      "neubau*",
      "anbau*",
      "erweiterungsbau*",
      "umbau*",
      "zubau*",
      "aufstockung*",
      "sanierung*",
      "generalsanierung*",
      "bauvorhaben*",
      "bauprojekt*",
      "baugenehmigung*",
      "baubewilligung*",
      "bauen",
      "errichten",
      "neue halle",
      "lagerhalle*",
      "produktionshalle*",
      "extension",
      "new building",
      "construct*",

      "renovat*",
      "refurbish*",
      "building permit",
      "warehouse extension",

      "*gebäude erweitern",
    ],
    weak: ["gebäude*", "building*", "halle*", "hall", "architekt*", "architect*", "grundstück*", "plot", "site"],
  },
  name: { de: "Bauprojekt", en: "Construction project" },
  subject: { de: { object: "den Erweiterungsbau", head: "Erweiterungsbau" }, en: { object: "the extension", head: "extension" } },
  phases: [
    phase(
      "briefing",
      "analyse",
      ["Bedarfsplanung & Entwurf", "Briefing & design"],
      ["Raumprogramm, Grundstück und Entwurf klären", "Settle the space programme, plot and design"],
      0.15,
      [
        task(
          ["Raumprogramm und Nutzeranforderungen für {subject} festlegen", "Define space programme and user requirements for {subject}"],
          [
            "Flächen, Nutzungen, Lasten, Haustechnik und Erweiterungsreserven mit den Nutzern erheben.",
            "Capture areas, uses, loads, building services and room for future growth with the users.",
          ],
          "critical",
          "owner",
        ),
        task(
          ["Architektur- und Fachplaner beauftragen", "Appoint architect and specialist engineers"],
          [
            "Architekt, Tragwerks- und TGA-Planung nach Referenzen und Honorarangebot beauftragen; Leistungsphasen vertraglich festlegen.",
            "Appoint architect, structural and MEP engineers on references and fee offers; fix the work stages in the contract.",
          ],
          "high",
          "owner",
        ),
        task(
          ["Baugrund, Bebauungsplan und Erschließung prüfen", "Check ground conditions, zoning plan and site services"],
          [
            "Baugrundgutachten, Altlasten, zulässige Bebauung sowie Anschlüsse für Strom, Wasser und Abwasser klären.",
            "Clarify soil survey, contamination, permitted development and connections for power, water and sewage.",
          ],
          "high",
          "architect",
        ),
        task(
          ["Gate: Entwurf und Kostenschätzung freigeben", "Gate: approve design and cost estimate"],
          [
            "Bauherr gibt Entwurf, Kostenschätzung und Terminrahmen als Grundlage für das Genehmigungsverfahren frei.",
            "The client approves design, cost estimate and schedule as the basis for the permit application.",
          ],
          "critical",
          "sponsor",
        ),
      ],
    ),
    phase(
      "permit",
      "design",
      ["{Permit} & Ausschreibung", "{Permit} & tender"],
      ["Genehmigung einholen, Ausführung planen und Leistungen vergeben", "Obtain the permit, plan execution and award the works"],
      0.22,
      [
        task(
          ["{Permit} für {subject} beantragen", "Apply for the {permit} for {subject}"],
          [
            "Bauantrag mit Brandschutz- und Stellplatznachweis einreichen, Rückfragen der Behörde zügig beantworten.",
            "File the application with fire safety and parking evidence; answer the authority's queries quickly.",
          ],
          "critical",
          "architect",
        ),
        task(
          ["Ausführungsplanung und Leistungsverzeichnisse erstellen", "Prepare construction drawings and bills of quantities"],
          [
            "Gewerke sauber abgrenzen, Mengen ermitteln und Leistungsverzeichnisse für die Ausschreibung erstellen.",
            "Separate the trades clearly, take off quantities and write the bills of quantities for the tender.",
          ],
          "high",
          "architect",
        ),
        task(
          ["Ausschreibung und Vergabe der Gewerke", "Tender and award the trades"],
          [
            "Angebote einholen, Preisspiegel erstellen, Vergabeverhandlungen führen und Bauverträge mit Terminen und Sicherheiten schließen.",
            "Obtain bids, compare prices, negotiate and sign construction contracts with dates and securities.",
          ],
          "high",
          "purchasing",
        ),
        task(
          ["Gate: {Permit} liegt vor, Hauptgewerke vergeben", "Gate: {permit} granted, main trades awarded"],
          [
            "Baubeginn erst mit rechtskräftiger Genehmigung und vergebenen Rohbau- und TGA-Leistungen.",
            "Start construction only with the permit in force and shell and MEP works awarded.",
          ],
          "critical",
          "sponsor",
        ),
      ],
    ),
    phase(
      "construction",
      "build",
      ["Baustelleneinrichtung, Rohbau & Ausbau", "Site setup, shell & fit-out"],
      ["Bauausführung von der Baustelleneinrichtung bis zum Ausbau", "Construction from site setup to fit-out"],
      0.38,
      [
        task(
          ["Baustelleneinrichtung und Sicherheits- und Gesundheitsschutzplan", "Site setup and health and safety plan"],
          [
            "Zufahrten, Lagerflächen, Absperrungen zum laufenden Betrieb und Koordination des Arbeitsschutzes festlegen.",
            "Set access routes, storage areas, separation from running operations and safety coordination.",
          ],
          "high",
          "safety_coordinator",
        ),
        task(
          ["Rohbau {head} erstellen", "Build the shell of the {head}"],
          [
            "Erdarbeiten, Fundamente, Tragwerk und Dach; wöchentliche Baubesprechung mit Protokoll und Terminkontrolle.",
            "Earthworks, foundations, structure and roof; weekly site meeting with minutes and schedule control.",
          ],
          "critical",
          "site_manager",
        ),
        task(
          ["Technische Gebäudeausrüstung und Innenausbau", "Building services and interior fit-out"],
          [
            "Heizung, Lüftung, Sanitär, Elektro und Innenausbau koordinieren; Schnittstellen zwischen den Gewerken überwachen.",
            "Coordinate heating, ventilation, plumbing, electrical and fit-out; monitor interfaces between trades.",
          ],
          "high",
          "site_manager",
        ),
        task(
          ["Kosten- und Nachtragscontrolling", "Cost and change order control"],
          [
            "Nachträge prüfen, Kostenprognose monatlich aktualisieren und Abweichungen dem Bauherrn vorlegen.",
            "Review change orders, update the cost forecast monthly and report deviations to the client.",
          ],
          "high",
          "owner",
        ),
        task(
          ["Gate: Rohbau- und Ausbaufertigstellung", "Gate: shell and fit-out complete"],
          [
            "Bauleistungen fertiggestellt, Voraussetzungen für technische Abnahmen erfüllt.",
            "Construction work complete; prerequisites for technical inspections met.",
          ],
          "high",
          "project_manager",
        ),
      ],
    ),
    phase(
      "acceptance",
      "test",
      ["Abnahmen & Inbetriebnahme", "Inspections & commissioning"],
      [
        "Technische und behördliche Abnahmen, Inbetriebnahme der Haustechnik",
        "Technical and official inspections, commissioning of building services",
      ],
      0.13,
      [
        task(
          ["Inbetriebnahme und Einregulierung der Haustechnik", "Commission and balance the building services"],
          [
            "Funktionsprüfungen von Heizung, Lüftung, Brandmelde- und Sicherheitstechnik mit Protokollen.",
            "Functional tests of heating, ventilation, fire alarm and safety systems with records.",
          ],
          "high",
          "site_manager",
        ),
        task(
          ["Förmliche Abnahme der Bauleistungen mit Mängelliste", "Formal acceptance of the works with defect list"],
          [
            "Gemeinsame Begehung je Gewerk, Mängel mit Fristen dokumentieren, Gewährleistungsfristen festhalten.",
            "Joint inspection per trade, document defects with deadlines, record warranty periods.",
          ],
          "critical",
          "architect",
        ),
        task(
          ["Behördliche Abnahmen und Fertigstellungsanzeige", "Official inspections and completion notice"],
          [
            "Brandschutz- und Sachverständigenprüfungen, Fertigstellungsanzeige an die Baubehörde.",
            "Fire safety and expert inspections, completion notice to the building authority.",
          ],
          "critical",
          "owner",
        ),
        task(
          ["Gate: Nutzungsfreigabe {head}", "Gate: {head} released for use"],
          [
            "Alle sicherheitsrelevanten Abnahmen liegen vor; der Bezug kann beginnen.",
            "All safety-related inspections are passed; occupation can begin.",
          ],
          "critical",
          "sponsor",
        ),
      ],
    ),
    phase(
      "handover",
      "launch",
      ["Übergabe, Bezug & Mängelbeseitigung", "Handover, occupation & defects"],
      [
        "Nutzung aufnehmen, Restmängel beseitigen, Dokumentation übernehmen",
        "Start using the building, remove remaining defects, take over documentation",
      ],
      0.12,
      [
        task(
          ["{subject} beziehen und einrichten", "Move into and equip {subject}"],
          [
            "Möblierung, Einrichtung und Inbetriebnahme der Arbeitsplätze bzw. Lagerflächen nach Belegungsplan.",
            "Furniture, equipment and set-up of workplaces or storage areas according to the occupancy plan.",
          ],
          "high",
          "facility_management",
        ),
        task(
          ["Restmängel verfolgen und Sicherheiten verwalten", "Track remaining defects and manage securities"],
          [
            "Mängelbeseitigung überwachen, Gewährleistungsbürgschaften und Einbehalte verwalten.",
            "Monitor defect removal, manage warranty bonds and retentions.",
          ],
          "medium",
          "owner",
        ),
        task(
          ["Gate: Schlussrechnung und Übergabe der Bestandsdokumentation", "Gate: final account and as-built documentation"],
          [
            "Schlussrechnungen prüfen, Revisionspläne, Wartungsverträge und Betreiberpflichten an das Facility Management übergeben.",
            "Check final accounts; hand over as-built drawings, maintenance contracts and operator duties to facility management.",
          ],
          "high",
          "sponsor",
        ),
      ],
    ),
  ],
  roles: [],
  risks: [
    risk(
      ["Genehmigungsverfahren dauert länger", "Permit procedure takes longer"],
      [
        "Nachforderungen der Behörde oder Einwendungen von Nachbarn verzögern den Baubeginn.",
        "Requests for more documents or objections from neighbours delay the start of construction.",
      ],
      4,
      4,
      [
        "Vorabstimmung mit der Baubehörde, vollständige Unterlagen, Nachbarn früh informieren.",
        "Hold a pre-application meeting, file complete documents, inform neighbours early.",
      ],
      "architect",
    ),
    risk(
      ["Baukostensteigerung und Nachträge", "Rising construction costs and change orders"],
      ["Materialpreise und Nachträge überschreiten die Kostenschätzung.", "Material prices and change orders exceed the cost estimate."],
      4,
      4,
      [
        "Preisgleitklauseln begrenzen, Planung vor Vergabe abschließen, Nachträge nur schriftlich freigeben.",
        "Limit price escalation clauses, finish design before tendering, approve change orders in writing only.",
      ],
      "owner",
    ),
    risk(
      ["Kapazitätsengpässe bei ausführenden Firmen", "Contractors lack capacity"],
      ["Gewerke erscheinen nicht termingerecht; der Bauablauf gerät ins Stocken.", "Trades do not turn up on time; work on site stalls."],
      3,
      4,
      [
        "Vertragstermine mit Vertragsstrafen, Bauzeitenplan wöchentlich fortschreiben, Ersatzfirmen vormerken.",
        "Contract dates with penalties, update the schedule weekly, keep substitute contractors in view.",
      ],
      "site_manager",
    ),
    risk(
      ["Baugrund- oder Altlastenüberraschungen", "Unexpected ground or contamination issues"],
      [
        "Schlechter Baugrund oder Altlasten erfordern zusätzliche Gründung oder Entsorgung.",
        "Poor soil or contamination requires additional foundations or disposal.",
      ],
      2,
      4,
      [
        "Baugrundgutachten vor Entwurf, Budgetposition für Gründungsrisiken vorsehen.",
        "Soil survey before design, budget line for foundation risks.",
      ],
      "architect",
    ),
    risk(
      ["Störung des laufenden Betriebs", "Disruption of running operations"],
      [
        "Lärm, Staub und Baustellenverkehr beeinträchtigen Mitarbeitende und Kunden.",
        "Noise, dust and site traffic affect staff and customers.",
      ],
      3,
      3,
      [
        "Bauphasen- und Logistikplan, lärmintensive Arbeiten in Randzeiten, regelmäßige Information.",
        "Phasing and logistics plan, noisy work at off-peak times, regular information.",
      ],
      "project_manager",
    ),
  ],
  budget: [
    line("planning", ["Planungs- und Ingenieurhonorare", "Architect and engineering fees"], 0.14, "design"),
    line("construction", ["Rohbau", "Shell construction"], 0.4, "build"),
    line("fit_out", ["Technische Gebäudeausrüstung und Ausbau", "Building services and fit-out"], 0.34, "build"),
    line("fees", ["Gebühren, Gutachten und Abnahmen", "Fees, surveys and inspections"], 0.04, "design"),
    line("furnishing", ["Einrichtung und Ausstattung", "Furnishing and equipment"], 0.08, "launch"),
  ],
  weeks: 52,
  costFactor: 3,
  affectsEmployees: false,
};

const relocation: ProjectTypeProfile = {
  keywords: {
    strong: [
      "umzug*",
      "umziehen",
      "ziehen um",

      "ziehen in",
      "standortwechsel*",
      "büroumzug*",
      "relocat*",
      "move offices",
      "moving offices",
      "office move",
      "move our office*",
      "move to a new",
      "move into",
      "moving to",
      "neue büroräume",
      "new office*",
      "neues büro",
      "verlagerung*",
      "verlagern",
    ],
    weak: ["büro*", "office*", "mietvertrag*", "lease", "fläche*"],
  },
  name: { de: "Umzug", en: "Relocation" },
  subject: { de: { object: "die neuen Büroräume", head: "Büroräume" }, en: { object: "the new office", head: "office" } },
  title: { de: "Umzug in {subject}", en: "Move to {subject}" },
  phases: [
    phase(
      "needs",
      "analyse",
      ["Bedarf & Objekt", "Needs & premises"],
      ["Flächenbedarf klären, Objekt sichern, Mietverträge regeln", "Settle space needs, secure the premises, sort out leases"],
      0.2,
      [
        task(
          ["Flächen- und Arbeitsplatzbedarf erheben", "Assess space and workplace needs"],
          [
            "Arbeitsplätze, Besprechungs- und Sonderflächen, Desk-Sharing-Quote und Wachstum der nächsten Jahre ermitteln.",
            "Determine workplaces, meeting and special areas, desk-sharing ratio and growth for the coming years.",
          ],
          "high",
          "project_manager",
        ),
        task(
          [
            "Mietvertrag für {subject} verhandeln und Kündigung des Altobjekts prüfen",
            "Negotiate the lease for {subject} and check notice on the old premises",
          ],
          [
            "Laufzeit, Ausbaukostenzuschuss, Übergabezustand und Rückbaupflichten im Alt- und Neuvertrag klären.",
            "Clarify term, fit-out contribution, handover condition and reinstatement duties in old and new lease.",
          ],
          "critical",
          "legal",
        ),
        task(
          ["Mitarbeitende und Arbeitnehmervertretung früh informieren", "Inform staff and employee representatives early"],
          [
            "Gründe, Zeitplan und Auswirkungen auf Arbeitswege erläutern; Fragen sammeln und beantworten.",
            "Explain reasons, schedule and impact on commutes; collect and answer questions.",
          ],
          "high",
          "hr",
        ),
        task(
          ["Gate: Mietvertrag unterzeichnet, Umzugsbudget freigegeben", "Gate: lease signed, relocation budget approved"],
          ["Geschäftsführung gibt Objekt, Zeitplan und Budget frei.", "Management approves premises, schedule and budget."],
          "critical",
          "sponsor",
        ),
      ],
    ),
    phase(
      "planning",
      "design",
      ["Planung & Vergabe", "Planning & procurement"],
      ["Belegungsplan, Ausbau, IT und Umzugsdienstleister planen", "Plan occupancy, fit-out, IT and the moving company"],
      0.2,
      [
        task(
          ["Belegungs- und Ausbauplan für {subject} erstellen", "Prepare occupancy and fit-out plan for the {head}"],
          [
            "Teams, Zonen, Besprechungsräume und Ruhebereiche planen; Ausbauwünsche mit dem Vermieter abstimmen.",
            "Plan teams, zones, meeting rooms and quiet areas; agree fit-out with the landlord.",
          ],
          "high",
          "facility_management",
        ),
        task(
          ["IT-Infrastruktur am neuen Standort planen", "Plan IT infrastructure at the new site"],
          [
            "Internetanbindung mit Vorlaufzeit bestellen, Verkabelung, WLAN, Serverraum bzw. Cloud-Umstellung und Telefonie planen.",
            "Order connectivity with its lead time; plan cabling, Wi-Fi, server room or cloud move, and telephony.",
          ],
          "critical",
          "it_operations",
        ),
        task(
          ["Umzugsunternehmen ausschreiben und beauftragen", "Tender and appoint the moving company"],
          [
            "Besichtigung, Festpreisangebote, Versicherung, Verpackungsmaterial und Entsorgung vergleichen.",
            "Site visit, fixed-price offers, insurance, packing material and disposal compared.",
          ],
          "high",
          "purchasing",
        ),
        task(
          ["Gate: Umzugsplan freigegeben", "Gate: relocation plan approved"],
          ["Umzugsreihenfolge, Termine, Verantwortliche und Budget stehen fest.", "Move sequence, dates, owners and budget are fixed."],
          "high",
          "project_manager",
        ),
      ],
    ),
    phase(
      "fitout",
      "build",
      ["Ausbau & Vorbereitung", "Fit-out & preparation"],
      ["Neue Flächen herrichten, IT aufbauen, Umzug vorbereiten", "Prepare the new space, set up IT, get ready for the move"],
      0.25,
      [
        task(
          ["Mieterausbau, Möblierung und Arbeitsschutz: {Head}", "Fit-out, furniture and workplace safety in {subject}"],
          [
            "Ausbauarbeiten überwachen, Möbel bestellen, Flucht- und Rettungswege sowie Ersthelfer- und Brandschutzorganisation anpassen.",
            "Supervise fit-out, order furniture, update escape routes and first-aid and fire safety organisation.",
          ],
          "high",
          "facility_management",
        ),
        task(
          ["Netzwerk, WLAN und Arbeitsplatztechnik aufbauen und testen", "Install and test network, Wi-Fi and workstation equipment"],
          [
            "Aktive Technik installieren, Testarbeitsplätze abnehmen, Druck- und Zutrittssysteme einrichten.",
            "Install active equipment, accept test workplaces, set up printing and access control.",
          ],
          "high",
          "it_operations",
        ),
        task(
          ["Adressänderungen und Kommunikation vorbereiten", "Prepare address changes and communication"],
          [
            "Handelsregister, Behörden, Banken, Kunden, Lieferanten, Website und Briefpapier auf die neue Adresse umstellen.",
            "Update commercial register, authorities, banks, customers, suppliers, website and stationery.",
          ],
          "medium",
          "marketing",
        ),
        task(
          ["Gate: Bezugsbereitschaft {head}", "Gate: {head} ready for occupation"],
          [
            "Abnahme der Ausbauarbeiten, IT betriebsbereit, Umzugsetiketten und Packpläne verteilt.",
            "Fit-out accepted, IT operational, move labels and packing plans distributed.",
          ],
          "critical",
          "project_manager",
        ),
      ],
    ),
    phase(
      "move",
      "launch",
      ["Umzug", "Move"],
      ["Umzug mit möglichst kurzer Unterbrechung des Geschäftsbetriebs", "The move with the shortest possible business interruption"],
      0.15,
      [
        task(
          ["Umzug am Wochenende nach Packplan durchführen", "Carry out the move over a weekend following the packing plan"],
          [
            "Umzugsreihenfolge je Team, Aufsicht vor Ort, Schadensprotokoll mit dem Umzugsunternehmen.",
            "Move sequence per team, supervision on site, damage log with the moving company.",
          ],
          "critical",
          "moving_company",
        ),
        task(
          ["IT-Umzug und Funktionstest aller Arbeitsplätze", "IT move and function test of all workplaces"],
          [
            "Server bzw. Netzwerkkomponenten umziehen, jeden Arbeitsplatz vor Montag testen, Vor-Ort-Support in der ersten Woche.",
            "Move servers or network components, test every workplace before Monday, on-site support in the first week.",
          ],
          "critical",
          "it_operations",
        ),
        task(
          ["Gate: Geschäftsbetrieb am neuen Standort aufgenommen", "Gate: business running at the new site"],
          [
            "Alle Teams arbeiten am neuen Standort, kritische Systeme laufen.",
            "All teams are working at the new site, critical systems are running.",
          ],
          "critical",
          "sponsor",
        ),
      ],
    ),
    phase(
      "closeout",
      "close",
      ["Rückgabe Altobjekt & Nachbereitung", "Old premises handback & close-out"],
      [
        "Altobjekt zurückgeben, Restpunkte abarbeiten, Projekt abschließen",
        "Hand back the old premises, clear open points, close the project",
      ],
      0.2,
      [
        task(
          ["Rückbau und Übergabe des Altobjekts", "Reinstate and hand back the old premises"],
          [
            "Rückbaupflichten erfüllen, Übergabeprotokoll mit dem Vermieter, Kaution zurückfordern.",
            "Meet reinstatement duties, handover record with the landlord, reclaim the deposit.",
          ],
          "high",
          "facility_management",
        ),
        task(
          ["Restmängel und Nutzerfeedback aufnehmen", "Collect remaining defects and user feedback"],
          [
            "Kurzbefragung der Mitarbeitenden, Mängel am neuen Standort nachverfolgen.",
            "Short staff survey; follow up defects at the new site.",
          ],
          "medium",
          "project_manager",
        ),
        task(
          ["Gate: Projektabschluss und Kostenabrechnung", "Gate: project close and final cost report"],
          ["Kosten gegen Budget abrechnen, Lessons Learned festhalten.", "Report costs against budget, record lessons learned."],
          "medium",
          "sponsor",
        ),
      ],
    ),
  ],
  roles: [
    role(
      "moving_company",
      ["Umzugsunternehmen", "Moving company"],
      ["Verpackt, transportiert und montiert Inventar", "Packs, transports and reassembles inventory"],
      "medium",
      "low",
    ),
    role(
      "landlord",
      ["Vermieter", "Landlord"],
      ["Stellt die Flächen bereit und genehmigt Ausbauten", "Provides the space and approves fit-out works"],
      "medium",
      "high",
    ),
  ],
  risks: [
    risk(
      ["Internetanschluss am neuen Standort verspätet", "Internet connection at the new site late"],
      [
        "Leitungsbau durch den Provider dauert oft drei Monate und mehr; ohne Anbindung kein Arbeiten vor Ort.",
        "Provider installations often take three months or more; without connectivity nobody can work on site.",
      ],
      4,
      5,
      [
        "Anschluss sofort nach Vertragsunterzeichnung bestellen, Mobilfunk-Backup als Übergangslösung.",
        "Order the line as soon as the lease is signed; mobile backup as an interim solution.",
      ],
      "it_operations",
    ),
    risk(
      ["Ausbau wird nicht rechtzeitig fertig", "Fit-out not finished in time"],
      [
        "Verzögerungen im Mieterausbau verschieben den Umzug, während der Altmietvertrag ausläuft.",
        "Fit-out delays push back the move while the old lease runs out.",
      ],
      3,
      4,
      [
        "Übergabetermine mit Vertragsstrafe, Verlängerungsoption im Altvertrag verhandeln.",
        "Handover dates with penalties; negotiate an extension option in the old lease.",
      ],
      "facility_management",
    ),
    risk(
      ["Betriebsunterbrechung beim Umzug", "Business interruption during the move"],
      [
        "Kunden sind nicht erreichbar, Lieferungen gehen an die alte Adresse.",
        "Customers cannot reach the company, deliveries go to the old address.",
      ],
      3,
      3,
      [
        "Umzug am Wochenende, Rufumleitung und Nachsendeauftrag, Kundeninformation vorab.",
        "Move over a weekend, call forwarding and mail redirection, inform customers in advance.",
      ],
      "project_manager",
    ),
    risk(
      ["Unmut über längere Arbeitswege", "Discontent about longer commutes"],
      [
        "Mitarbeitende empfinden den neuen Standort als Nachteil; Fluktuation steigt.",
        "Staff see the new location as a disadvantage; turnover rises.",
      ],
      2,
      3,
      [
        "Frühe Information, Mobilitätsangebote (Jobticket, Fahrradstellplätze), Mitwirkung bei der Flächengestaltung.",
        "Inform early, offer mobility benefits (transit pass, bike parking), involve staff in designing the space.",
      ],
      "hr",
    ),
    risk(
      ["Schäden oder Verlust beim Transport", "Damage or loss in transit"],
      ["Akten, IT-Geräte oder Möbel werden beschädigt oder gehen verloren.", "Files, IT equipment or furniture are damaged or lost."],
      2,
      3,
      [
        "Transportversicherung, Inventarliste mit Etiketten, vertrauliche Akten verplombt transportieren.",
        "Transit insurance, labelled inventory list, sealed transport of confidential files.",
      ],
      "moving_company",
    ),
  ],
  budget: [
    line("fit_out", ["Mieterausbau und Möblierung", "Fit-out and furniture"], 0.45, "build"),
    line("it", ["IT-Infrastruktur, Verkabelung und Umzug der Technik", "IT infrastructure, cabling and moving equipment"], 0.22, "build"),
    line("moving", ["Umzugsunternehmen und Verpackung", "Moving company and packing"], 0.13, "launch"),
    line("old_premises", ["Rückbau Altobjekt und doppelte Miete", "Reinstatement of old premises and double rent"], 0.15, "close"),
    line("communication", ["Adressänderung und Kommunikation", "Address change and communication"], 0.05, "build"),
  ],
  weeks: 20,
  costFactor: 0.8,
  affectsEmployees: true,
};

const productLaunch: ProjectTypeProfile = {
  keywords: {
    strong: [
      "markteinführung*",
      "produkteinführung*",
      "produktlaunch*",
      "launch",
      "launchen",
      "neues produkt",
      "neue produktlinie*",
      "new product*",
      "product launch*",
      "go to market",
      "go-to-market",
      "markteintritt*",
      "market entry",
      "auf den markt bringen",
      "bring to market",
      "sortimentserweiterung*",
      "neue sorte*",
      "new flavour*",
    ],
    weak: ["produkt*", "product*", "sortiment*", "range", "markt*", "market*", "kunden*", "customer*"],
  },
  name: { de: "Produkteinführung", en: "Product launch" },
  subject: { de: { object: "das neue Produkt", head: "Produkt" }, en: { object: "the new product", head: "product" } },
  phases: [
    phase(
      "market",
      "analyse",
      ["Markt & Business Case", "Market & business case"],
      ["Zielgruppe, Wettbewerb und Wirtschaftlichkeit klären", "Clarify target group, competition and business case"],
      0.18,
      [
        task(
          ["Zielgruppen- und Wettbewerbsanalyse für {subject}", "Target group and competitor analysis for {subject}"],
          [
            "Kundensegmente, Bedürfnisse, Wettbewerbsangebote und Preisniveaus mit Interviews und Marktdaten erheben.",
            "Capture segments, needs, competing offers and price levels through interviews and market data.",
          ],
          "high",
          "product_manager",
        ),
        task(
          ["Business Case mit Absatz-, Preis- und Kostenszenarien", "Business case with volume, price and cost scenarios"],
          [
            "Deckungsbeitrag, Break-even und Investitionsbedarf in drei Szenarien rechnen.",
            "Calculate contribution margin, break-even and investment in three scenarios.",
          ],
          "high",
          "finance_controlling",
        ),
        task(
          ["Regulatorische Anforderungen an {subject} prüfen", "Check regulatory requirements for {subject}"],
          [
            "Kennzeichnung, Produktsicherheit, Zulassungen und Normen je Zielmarkt klären.",
            "Clarify labelling, product safety, approvals and standards per target market.",
          ],
          "high",
          "legal_compliance",
        ),
        task(
          ["Gate: Go/No-go für die Entwicklung", "Gate: go/no-go for development"],
          [
            "Geschäftsführung entscheidet auf Basis von Business Case und Marktanalyse.",
            "Management decides based on business case and market analysis.",
          ],
          "critical",
          "sponsor",
        ),
      ],
    ),
    phase(
      "concept",
      "design",
      ["Produktdefinition & Positionierung", "Product definition & positioning"],
      ["Leistungsumfang, Preis und Positionierung festlegen", "Fix scope, price and positioning"],
      0.2,
      [
        task(
          ["Produktanforderungen und Varianten für {subject} festlegen", "Define product requirements and variants of the {head}"],
          [
            "Must-have-Merkmale, Varianten, Verpackung und Servicebausteine mit Vertrieb und Entwicklung priorisieren.",
            "Prioritise must-have features, variants, packaging and service elements with sales and development.",
          ],
          "high",
          "product_manager",
        ),
        task(
          ["Positionierung, Preis und Kanalstrategie festlegen", "Set positioning, price and channel strategy"],
          [
            "Nutzenversprechen, Preisstufen, Händlerkonditionen und Vertriebskanäle definieren.",
            "Define value proposition, price points, dealer terms and sales channels.",
          ],
          "high",
          "marketing",
        ),
        task(
          ["Konzepttest mit Pilotkunden", "Concept test with pilot customers"],
          [
            "Prototyp oder Konzept mit fünf bis zehn Kunden testen und Kaufbereitschaft erfragen.",
            "Test prototype or concept with five to ten customers and ask about willingness to buy.",
          ],
          "medium",
          "sales",
        ),
        task(
          ["Gate: Produktkonzept freigegeben", "Gate: product concept approved"],
          ["Produktdefinition, Preis und Launch-Datum sind verbindlich.", "Product definition, price and launch date are binding."],
          "critical",
          "sponsor",
        ),
      ],
    ),
    phase(
      "development",
      "build",
      ["Entwicklung & Vermarktungsvorbereitung", "Development & marketing preparation"],
      ["Produkt fertigstellen, Lieferkette und Vermarktung vorbereiten", "Finish the product, prepare supply chain and marketing"],
      0.28,
      [
        task(
          ["{Head} entwickeln und Serienreife herstellen", "Develop the {head} and reach production readiness"],
          [
            "Entwicklung, Musterfreigabe, Lieferanten und Beschaffung für den Serienstart sicherstellen.",
            "Complete development, sample approval, suppliers and procurement for series start.",
          ],
          "critical",
          "r_and_d",
        ),
        task(
          ["Launch-Kampagne, Verkaufsunterlagen und Website vorbereiten", "Prepare launch campaign, sales material and website"],
          [
            "Botschaften, Produktseiten, Datenblätter, Pressetext und Werbemittel erstellen.",
            "Create messages, product pages, data sheets, press release and campaign assets.",
          ],
          "high",
          "marketing",
        ),
        task(
          ["Artikelstammdaten, Preise und Logistik anlegen", "Set up item master data, prices and logistics"],
          [
            "Artikel im ERP, Preislisten, Verpackungseinheiten und Erstbevorratung festlegen.",
            "Create items in the ERP, price lists, packaging units and initial stock.",
          ],
          "high",
          "process_owners",
        ),
        task(
          ["Gate: Produkt- und Marketingfreigabe", "Gate: product and marketing release"],
          [
            "Produkt erfüllt Spezifikation und rechtliche Anforderungen; Marketingmaterial ist geprüft.",
            "Product meets the specification and legal requirements; marketing material is checked.",
          ],
          "critical",
          "sponsor",
        ),
      ],
    ),
    phase(
      "pilot",
      "test",
      ["Pilot & Vertriebsbefähigung", "Pilot & sales enablement"],
      ["Pilotverkauf, Schulung des Vertriebs und letzte Korrekturen", "Pilot sales, sales training and final corrections"],
      0.16,
      [
        task(
          ["Pilotverkauf mit ausgewählten Kunden", "Pilot sales with selected customers"],
          [
            "Erste Lieferungen an Pilotkunden, Feedback zu Produkt, Preis und Service auswerten.",
            "First deliveries to pilot customers; evaluate feedback on product, price and service.",
          ],
          "high",
          "sales",
        ),
        task(
          ["Vertriebs- und Serviceschulung: {Head}", "Sales and service training on the {head}"],
          [
            "Argumentationsleitfaden, Einwandbehandlung und Servicefälle schulen.",
            "Train the sales pitch, objection handling and service cases.",
          ],
          "high",
          "product_manager",
        ),
        task(
          ["Gate: Launch-Readiness", "Gate: launch readiness"],
          ["Lieferfähigkeit, Vertrieb, Service und Kampagne sind bereit.", "Supply, sales, service and campaign are ready."],
          "critical",
          "sponsor",
        ),
      ],
    ),
    phase(
      "launch",
      "launch",
      ["Markteinführung & Erfolgskontrolle", "Market launch & performance review"],
      ["Launch durchführen und Erfolg messen", "Launch and measure success"],
      0.18,
      [
        task(
          ["{subject} in den Markt einführen", "Launch {subject}"],
          [
            "Kampagne starten, Presse und Handel informieren, Launch-Event bzw. Kundenmailing.",
            "Start the campaign, inform press and retail, launch event or customer mailing.",
          ],
          "critical",
          "marketing",
        ),
        task(
          ["Absatz, Feedback und Reklamationen wöchentlich auswerten", "Review sales, feedback and complaints weekly"],
          [
            "KPI-Dashboard mit Absatz, Marge, Bewertungen und Reklamationen; Maßnahmen ableiten.",
            "KPI dashboard with sales, margin, reviews and complaints; derive actions.",
          ],
          "high",
          "product_manager",
        ),
        task(
          ["Gate: Launch-Review nach 90 Tagen", "Gate: launch review after 90 days"],
          [
            "Ergebnis gegen Business Case prüfen und über Ausbau oder Korrektur entscheiden.",
            "Check results against the business case and decide on expansion or correction.",
          ],
          "high",
          "sponsor",
        ),
      ],
    ),
  ],
  roles: [],
  risks: [
    risk(
      ["Markt nimmt das Produkt schwächer an als geplant", "Market takes up the product more slowly than planned"],
      [
        "Absatz bleibt hinter dem Business Case zurück; Investitionen amortisieren sich später.",
        "Sales fall short of the business case; investments pay back later.",
      ],
      3,
      4,
      [
        "Konzepttest und Pilotverkauf, Launch stufenweise ausrollen, Preis- und Kanalszenarien vorbereiten.",
        "Concept test and pilot sales, staged rollout, prepared price and channel scenarios.",
      ],
      "product_manager",
    ),
    risk(
      ["Verzögerung in Entwicklung oder Zulassung", "Delay in development or approval"],
      [
        "Technische Probleme oder fehlende Nachweise verschieben den Launch-Termin.",
        "Technical problems or missing evidence push back the launch date.",
      ],
      3,
      4,
      [
        "Zulassungsanforderungen früh klären, kritischen Pfad wöchentlich verfolgen.",
        "Clarify approval requirements early, track the critical path weekly.",
      ],
      "r_and_d",
    ),
    risk(
      ["Lieferfähigkeit zum Launch nicht gesichert", "Supply not secured for launch"],
      [
        "Komponenten oder Verpackung fehlen; Erstbestellungen können nicht bedient werden.",
        "Components or packaging are missing; first orders cannot be served.",
      ],
      3,
      4,
      [
        "Sicherheitsbestand, Zweitlieferanten, Forecast mit dem Vertrieb abstimmen.",
        "Safety stock, second sources, forecast agreed with sales.",
      ],
      "purchasing",
    ),
    risk(
      ["Wettbewerber kommt zuerst auf den Markt", "A competitor reaches the market first"],
      ["Ein vergleichbares Angebot schwächt die Positionierung.", "A comparable offer weakens the positioning."],
      2,
      3,
      [
        "Marktbeobachtung, klare Differenzierung, Launch-Termin flexibel halten.",
        "Market watch, clear differentiation, flexible launch date.",
      ],
      "marketing",
    ),
  ],
  budget: [
    line("development", ["Entwicklung, Muster und Prüfungen", "Development, samples and testing"], 0.4, "build"),
    line("marketing", ["Launch-Kampagne und Werbemittel", "Launch campaign and assets"], 0.3, "launch"),
    line("market_research", ["Marktforschung und Konzepttest", "Market research and concept test"], 0.1, "analyse"),
    line("sales", ["Vertriebsschulung und Pilotkunden", "Sales training and pilot customers"], 0.08, "test"),
    line("internal", ["Interne Projektleitung", "Internal project management"], 0.12),
  ],
  weeks: 30,
  costFactor: 1.2,
  affectsEmployees: false,
};

const marketing: ProjectTypeProfile = {
  keywords: {
    strong: [
      "website*",
      "webseite*",
      "homepage*",
      "relaunch*",
      "onlineshop*",
      "online-shop*",
      "webshop*",
      "e-commerce*",
      "kampagne*",
      "campaign*",
      "marketingkampagne*",
      "werbekampagne*",
      "social media*",
      "rebranding*",
      "markenauftritt*",
      "corporate design",
      "newsletter*",
      "seo",
      "employer branding",
      "imagekampagne*",
      "online shop*",
      "web shop*",
    ],
    weak: ["marketing*", "marke", "brand*", "werbung*", "advertis*", "reichweite*", "leads", "online*"],
  },
  name: { de: "Marketing- und Webprojekt", en: "Marketing and web project" },
  subject: { de: { object: "die neue Website", head: "Website" }, en: { object: "the new website", head: "website" } },
  phases: [
    phase(
      "goals",
      "analyse",
      ["Ziele & Zielgruppen", "Goals & audiences"],
      ["Ziele, Zielgruppen und Erfolgskennzahlen festlegen", "Set goals, audiences and success metrics"],
      0.15,
      [
        task(
          ["Ziele und KPI für {subject} festlegen", "Set goals and KPIs for {subject}"],
          [
            "Messbare Ziele wie Leads, Anfragen, Conversion-Rate oder Bewerbungen und Ausgangswerte festhalten.",
            "Record measurable goals such as leads, enquiries, conversion rate or applications and their baselines.",
          ],
          "high",
          "marketing",
        ),
        task(
          ["Zielgruppen, Personas und Customer Journey erarbeiten", "Develop audiences, personas and customer journey"],
          [
            "Interviews mit Vertrieb und Kunden, Suchverhalten und Kontaktpunkte auswerten.",
            "Interview sales and customers, analyse search behaviour and touchpoints.",
          ],
          "high",
          "marketing",
        ),
        task(
          ["Bestandsaufnahme: Inhalte, Daten und Tracking", "Audit content, data and tracking"],
          [
            "Vorhandene Inhalte, Rankings, Zugriffsdaten und Einwilligungs-Setup analysieren.",
            "Analyse existing content, rankings, traffic data and consent set-up.",
          ],
          "medium",
          "analytics",
        ),
        task(
          ["Gate: Briefing freigegeben", "Gate: briefing approved"],
          [
            "Ziele, Budget und Zeitplan sind als Agenturbriefing freigegeben.",
            "Goals, budget and schedule are approved as the agency briefing.",
          ],
          "high",
          "sponsor",
        ),
      ],
    ),
    phase(
      "concept",
      "design",
      ["Konzept & Kreation", "Concept & creative"],
      ["Agentur auswählen, Konzept, Struktur und Gestaltung entwickeln", "Choose the agency, develop concept, structure and design"],
      0.22,
      [
        task(
          ["Agentur auswählen und beauftragen", "Select and brief the agency"],
          [
            "Pitch oder Angebotsvergleich mit Referenzen, Nutzungsrechte und Budgets vertraglich regeln.",
            "Pitch or bid comparison with references; settle usage rights and budgets in the contract.",
          ],
          "high",
          "purchasing",
        ),
        task(
          ["Konzept, Struktur und Botschaften für {subject}", "Concept, structure and messages of the {head}"],
          [
            "Sitemap bzw. Kampagnenarchitektur, Kernbotschaften, Kanäle und Redaktionsplan entwickeln.",
            "Develop sitemap or campaign architecture, key messages, channels and editorial plan.",
          ],
          "high",
          "creative_agency",
        ),
        task(
          ["Gestaltungsentwurf und Prototyp abstimmen", "Agree design drafts and prototype"],
          [
            "Designentwürfe für Schlüsselseiten bzw. Motive, klickbarer Prototyp, Test mit fünf Nutzern.",
            "Design drafts for key pages or visuals, clickable prototype, test with five users.",
          ],
          "medium",
          "creative_agency",
        ),
        task(
          ["Gate: Konzept und Design freigegeben", "Gate: concept and design approved"],
          ["Konzept und Gestaltung sind abgenommen; Produktion kann starten.", "Concept and design are signed off; production can start."],
          "critical",
          "sponsor",
        ),
      ],
    ),
    phase(
      "production",
      "build",
      ["Produktion & Umsetzung", "Production & build"],
      ["Inhalte erstellen, technisch umsetzen, Tracking einrichten", "Create content, build, set up tracking"],
      0.3,
      [
        task(
          ["Texte, Bilder und Videos für {subject} produzieren", "Produce copy, images and video for {subject}"],
          [
            "Inhalte nach Redaktionsplan erstellen, fachlich freigeben und suchmaschinenoptimiert aufbereiten.",
            "Create content to the editorial plan, get subject-matter approval and optimise for search.",
          ],
          "high",
          "content_team",
        ),
        task(
          ["{Head} technisch umsetzen und Inhalte einpflegen", "Build the {head} and load the content"],
          [
            "Umsetzung im CMS bzw. in den Kampagnenkanälen, Formulare und Schnittstellen zum CRM anbinden.",
            "Build in the CMS or campaign channels; connect forms and CRM interfaces.",
          ],
          "high",
          "web_agency",
        ),
        task(
          ["Tracking, Consent-Management und Weiterleitungen einrichten", "Set up tracking, consent management and redirects"],
          [
            "Einwilligungsbanner, Zielerfassung, UTM-Konzept und 301-Weiterleitungen alter URLs umsetzen.",
            "Implement consent banner, goal tracking, UTM scheme and 301 redirects from old URLs.",
          ],
          "high",
          "seo_specialist",
        ),
        task(
          ["Gate: Inhalte vollständig", "Gate: content complete"],
          ["Alle Inhalte eingepflegt und fachlich freigegeben.", "All content loaded and approved."],
          "high",
          "project_manager",
        ),
      ],
    ),
    phase(
      "qa",
      "test",
      ["Qualitätssicherung & Freigabe", "Quality assurance & sign-off"],
      ["Testen, rechtlich prüfen und freigeben", "Test, check legally and sign off"],
      0.15,
      [
        task(
          ["Funktions-, Browser- und Ladezeittests", "Functional, browser and page speed tests"],
          [
            "Formulare, Mobilansicht, Ladezeiten und Kampagnenlinks testen; Fehler priorisiert beheben.",
            "Test forms, mobile view, load times and campaign links; fix defects by priority.",
          ],
          "high",
          "web_agency",
        ),
        task(
          ["Barrierefreiheit und Rechtstexte prüfen", "Check accessibility and legal texts"],
          [
            "WCAG-Kriterien, Impressum, Datenschutzerklärung, Cookie-Einwilligung und Bildrechte prüfen.",
            "Check WCAG criteria, legal notice, privacy policy, cookie consent and image rights.",
          ],
          "high",
          "legal_compliance",
        ),
        task(
          ["Gate: Go-live-Freigabe {head}", "Gate: go-live approval for the {head}"],
          ["Freigabe durch Marketingleitung und Geschäftsführung.", "Approval by marketing lead and management."],
          "critical",
          "sponsor",
        ),
      ],
    ),
    phase(
      "golive",
      "launch",
      ["Go-live & Optimierung", "Go-live & optimisation"],
      ["Live gehen, messen, optimieren", "Go live, measure, optimise"],
      0.18,
      [
        task(
          ["Go-live: {Head}", "Go live with {subject}"],
          [
            "Livegang bzw. Kampagnenstart, Monitoring von Erreichbarkeit, Formularen und Indexierung in den ersten Tagen.",
            "Launch or campaign start; monitor availability, forms and indexing in the first days.",
          ],
          "critical",
          "web_agency",
        ),
        task(
          ["KPI-Reporting und A/B-Tests", "KPI reporting and A/B tests"],
          [
            "Wöchentliches Reporting gegen die Ziele, Anzeigen und Landingpages optimieren.",
            "Weekly reporting against goals; optimise ads and landing pages.",
          ],
          "high",
          "analytics",
        ),
        task(
          ["Gate: Erfolgskontrolle und Übergabe an die Redaktion", "Gate: performance review and handover to the editorial team"],
          [
            "Ergebnis gegen KPI, Pflegeprozess und Verantwortlichkeiten übergeben.",
            "Results against KPIs; hand over the maintenance process and responsibilities.",
          ],
          "high",
          "marketing",
        ),
      ],
    ),
  ],
  roles: [],
  risks: [
    risk(
      ["Inhalte werden nicht rechtzeitig geliefert", "Content is not delivered on time"],
      [
        "Fachabteilungen liefern Texte und Freigaben zu spät; der Go-live verschiebt sich.",
        "Departments deliver copy and approvals late; go-live slips.",
      ],
      4,
      3,
      [
        "Redaktionsplan mit Verantwortlichen und Fristen, Texterstellung durch das Content-Team.",
        "Editorial plan with owners and deadlines; copywriting by the content team.",
      ],
      "content_team",
    ),
    risk(
      ["Verlust von Suchmaschinen-Rankings", "Loss of search rankings"],
      [
        "Fehlende Weiterleitungen beim Relaunch kosten Sichtbarkeit und Anfragen.",
        "Missing redirects at relaunch cost visibility and enquiries.",
      ],
      3,
      4,
      [
        "Vollständiges Redirect-Mapping, Monitoring in der Search Console nach dem Go-live.",
        "Complete redirect mapping; monitor the search console after go-live.",
      ],
      "seo_specialist",
    ),
    risk(
      ["Datenschutzverstoß beim Tracking", "Data protection breach in tracking"],
      [
        "Tracking ohne wirksame Einwilligung führt zu Abmahnungen oder Bußgeldern.",
        "Tracking without valid consent leads to cease-and-desist letters or fines.",
      ],
      3,
      4,
      [
        "Consent-Management-Plattform, Prüfung durch den Datenschutz vor Go-live.",
        "Consent management platform; data protection review before go-live.",
      ],
      "legal_compliance",
    ),
    risk(
      ["Ziele werden nicht erreicht", "Goals are not met"],
      ["Reichweite oder Conversion bleiben unter Plan.", "Reach or conversion stay below plan."],
      3,
      3,
      ["Budget stufenweise freigeben, A/B-Tests, wöchentliche Optimierung.", "Release budget in stages, A/B tests, weekly optimisation."],
      "marketing",
    ),
  ],
  budget: [
    line("agency", ["Agenturleistungen Konzept und Design", "Agency fees for concept and design"], 0.3, "design"),
    line("development", ["Technische Umsetzung", "Development"], 0.3, "build"),
    line("content", ["Content-Produktion (Text, Foto, Video)", "Content production (copy, photo, video)"], 0.2, "build"),
    line("media", ["Mediabudget und Anzeigen", "Media budget and ads"], 0.2, "launch"),
  ],
  weeks: 16,
  costFactor: 0.5,
  affectsEmployees: false,
};

const event: ProjectTypeProfile = {
  keywords: {
    strong: [
      "messe*",
      "messeauftritt*",
      "messestand*",
      "trade fair*",
      "trade show*",
      "exhibition*",
      "konferenz*",
      "conference*",
      "kongress*",
      "congress*",
      "firmenjubiläum*",
      "jubiläumsfeier*",
      "kundenevent*",
      "kundentag*",
      "hausmesse*",
      "tag der offenen tür",
      "open day",
      "event",
      "events",
      "eventagentur*",
      "veranstaltung*",
      "festival*",
      "summit*",
      "gala*",
    ],
    weak: ["gäste", "guests", "teilnehmende", "attendees", "besucher*", "visitors", "aussteller*"],
  },
  name: { de: "Veranstaltung", en: "Event" },
  subject: { de: { object: "die Veranstaltung", head: "Veranstaltung" }, en: { object: "the event", head: "event" } },
  phases: [
    phase(
      "framework",
      "analyse",
      ["Ziele & Rahmen", "Goals & framework"],
      ["Ziele, Budget, Termin und Ort festlegen", "Set goals, budget, date and venue"],
      0.2,
      [
        task(
          ["Ziele, Zielgruppe und Erfolgskennzahlen für {subject}", "Goals, audience and success metrics for {subject}"],
          [
            "Anzahl Gäste bzw. Leads, Zielgruppen und gewünschte Wirkung festlegen.",
            "Set number of guests or leads, audiences and intended effect.",
          ],
          "high",
          "event_manager",
        ),
        task(
          ["Location bzw. Standfläche buchen", "Book venue or stand space"],
          [
            "Optionen vergleichen, Kapazität, Erreichbarkeit und Technik prüfen, Vertrag mit Stornobedingungen schließen.",
            "Compare options, check capacity, accessibility and technology; sign the contract with cancellation terms.",
          ],
          "critical",
          "event_manager",
        ),
        task(
          ["Budget und Dienstleisterbedarf planen", "Plan budget and supplier needs"],
          [
            "Kostenplan für Fläche, Bau, Technik, Catering, Reisen und Personal aufstellen.",
            "Cost plan for space, build, technology, catering, travel and staff.",
          ],
          "high",
          "finance_controlling",
        ),
        task(
          ["Gate: Rahmen freigegeben", "Gate: framework approved"],
          ["Termin, Ort, Ziele und Budget stehen fest.", "Date, venue, goals and budget are fixed."],
          "critical",
          "sponsor",
        ),
      ],
    ),
    phase(
      "concept",
      "design",
      ["Konzept & Einladung", "Concept & invitations"],
      ["Programm bzw. Standkonzept und Einladungsmanagement", "Programme or stand concept and invitation management"],
      0.22,
      [
        task(
          ["Programm bzw. Standkonzept für {subject} entwickeln", "Develop the programme or stand concept for {subject}"],
          [
            "Ablauf, Themen, Referierende bzw. Exponate und Besucherführung festlegen.",
            "Define schedule, topics, speakers or exhibits and visitor flow.",
          ],
          "high",
          "event_manager",
        ),
        task(
          ["Dienstleister beauftragen: Messebau, Technik, Catering", "Appoint suppliers: stand construction, AV, catering"],
          [
            "Angebote vergleichen, Leistungen und Aufbauzeiten vertraglich festlegen.",
            "Compare offers; fix scope and build-up times in contracts.",
          ],
          "high",
          "purchasing",
        ),
        task(
          ["Einladungen und Anmeldeprozess aufsetzen", "Set up invitations and registration"],
          [
            "Gästeliste, Save-the-Date, Anmeldeportal mit Datenschutzhinweisen, Terminvereinbarungen für Kundengespräche.",
            "Guest list, save-the-date, registration portal with privacy notice, meeting bookings with customers.",
          ],
          "high",
          "marketing",
        ),
        task(
          ["Gate: Konzept freigegeben", "Gate: concept approved"],
          ["Konzept, Dienstleister und Kommunikationsplan sind abgenommen.", "Concept, suppliers and communication plan are signed off."],
          "high",
          "sponsor",
        ),
      ],
    ),
    phase(
      "organisation",
      "build",
      ["Organisation & Produktion", "Organisation & production"],
      ["Logistik, Sicherheit, Material und Personal vorbereiten", "Prepare logistics, safety, material and staff"],
      0.3,
      [
        task(
          ["Sicherheitskonzept und Genehmigungen", "Safety concept and permits"],
          [
            "Fluchtwege, Brandschutz, Sanitätsdienst und ggf. Veranstaltungsanzeige bei der Gemeinde abstimmen.",
            "Agree escape routes, fire safety, first aid and, where needed, the event notification to the municipality.",
          ],
          "high",
          "venue_manager",
        ),
        task(
          ["Werbemittel, Exponate und Standausstattung produzieren", "Produce promotional material, exhibits and stand equipment"],
          [
            "Drucksachen, Giveaways, Exponate und Präsentationen mit Lieferterminen vor dem Aufbau.",
            "Print, giveaways, exhibits and presentations with delivery dates before build-up.",
          ],
          "medium",
          "marketing",
        ),
        task(
          ["Personaleinsatz und Briefing des Standpersonals planen", "Plan staffing and brief the booth staff"],
          [
            "Schichtplan, Rollen, Gesprächsleitfaden und Lead-Erfassung festlegen; Reisen und Hotels buchen.",
            "Shift plan, roles, conversation guide and lead capture; book travel and hotels.",
          ],
          "high",
          "event_manager",
        ),
        task(
          ["Gate: Generalprobe und Checkliste", "Gate: dress rehearsal and checklist"],
          [
            "Ablauf geprobt, Lieferungen bestätigt, Notfallkontakte verteilt.",
            "Run-through done, deliveries confirmed, emergency contacts distributed.",
          ],
          "critical",
          "project_manager",
        ),
      ],
    ),
    phase(
      "execution",
      "launch",
      ["Durchführung", "Execution"],
      ["Aufbau, Durchführung und Abbau", "Build-up, execution and dismantling"],
      0.12,
      [
        task(
          ["Aufbau und technische Abnahme", "Build-up and technical acceptance"],
          [
            "Aufbau nach Plan, Technikcheck, Sicherheitsbegehung mit der Location.",
            "Build-up to plan, technical check, safety walk-through with the venue.",
          ],
          "critical",
          "stand_builder",
        ),
        task(
          ["{Head} durchführen und Leads erfassen", "Run {subject} with lead capture"],
          [
            "Tägliches Briefing, Gespräche und Leads digital erfassen, Besucherzahlen messen.",
            "Daily briefing; capture conversations and leads digitally; count visitors.",
          ],
          "critical",
          "booth_staff",
        ),
        task(
          ["Gate: Abbau und Übergabe der Fläche", "Gate: dismantling and handover of the space"],
          [
            "Abbau, Rücktransport und mängelfreie Übergabe an die Location.",
            "Dismantling, return transport and clean handover to the venue.",
          ],
          "high",
          "event_manager",
        ),
      ],
    ),
    phase(
      "followup",
      "close",
      ["Nachbereitung", "Follow-up"],
      ["Leads nachfassen, abrechnen, bewerten", "Follow up leads, settle accounts, evaluate"],
      0.16,
      [
        task(
          ["Leads innerhalb von zehn Tagen nachfassen", "Follow up leads within ten days"],
          [
            "Leads qualifizieren, im CRM erfassen und an den Vertrieb verteilen.",
            "Qualify leads, record them in the CRM and assign them to sales.",
          ],
          "critical",
          "sales",
        ),
        task(
          ["Abrechnung der Dienstleister", "Settle supplier invoices"],
          ["Rechnungen gegen Aufträge prüfen, Budget abrechnen.", "Check invoices against orders, report against budget."],
          "medium",
          "finance_controlling",
        ),
        task(
          ["Gate: Erfolgsbewertung", "Gate: success review"],
          [
            "Kosten je Lead, Teilnehmerfeedback und Lessons Learned für die nächste Veranstaltung.",
            "Cost per lead, attendee feedback and lessons learned for next time.",
          ],
          "high",
          "sponsor",
        ),
      ],
    ),
  ],
  roles: [],
  risks: [
    risk(
      ["Zu wenige Anmeldungen oder Besucher", "Too few registrations or visitors"],
      [
        "Die Zielgruppe kommt nicht in der geplanten Zahl; Kosten je Kontakt steigen.",
        "The audience does not come in the planned numbers; cost per contact rises.",
      ],
      3,
      4,
      [
        "Frühzeitige Einladung, persönliche Terminvereinbarung durch den Vertrieb, Erinnerungen.",
        "Invite early, sales books personal meetings, send reminders.",
      ],
      "marketing",
    ),
    risk(
      ["Dienstleister fällt aus oder liefert zu spät", "Supplier fails or delivers late"],
      ["Messebau, Technik oder Catering sind zum Aufbau nicht bereit.", "Stand, technology or catering are not ready for build-up."],
      2,
      5,
      [
        "Verträge mit festen Terminen, Ersatzdienstleister, Puffer beim Aufbau.",
        "Contracts with fixed dates, backup suppliers, buffer in build-up.",
      ],
      "event_manager",
    ),
    risk(
      ["Budgetüberschreitung", "Budget overrun"],
      ["Zusatzleistungen der Messe oder Location erhöhen die Kosten.", "Extra services of the fair or venue raise costs."],
      3,
      3,
      ["Vollständige Kostenliste, Zusatzbestellungen nur mit Freigabe.", "Complete cost list; extra orders only with approval."],
      "finance_controlling",
    ),
    risk(
      ["Leads werden nicht nachgefasst", "Leads are not followed up"],
      [
        "Kontakte versanden nach der Veranstaltung; der Nutzen bleibt aus.",
        "Contacts go cold after the event; the benefit does not materialise.",
      ],
      3,
      4,
      [
        "Lead-Prozess vorab definieren, Verantwortliche und Fristen festlegen.",
        "Define the lead process beforehand with owners and deadlines.",
      ],
      "sales",
    ),
  ],
  budget: [
    line("venue", ["Fläche bzw. Location", "Space or venue"], 0.3, "analyse"),
    line("build", ["Messebau bzw. Ausstattung und Technik", "Stand construction, equipment and AV"], 0.3, "build"),
    line("catering", ["Catering und Bewirtung", "Catering and hospitality"], 0.15, "launch"),
    line("marketing", ["Einladungen und Werbemittel", "Invitations and promotional material"], 0.1, "design"),
    line("travel", ["Reisen und Unterkunft des Personals", "Staff travel and accommodation"], 0.15, "launch"),
  ],
  weeks: 16,
  costFactor: 0.4,
  affectsEmployees: false,
};

const organisation: ProjectTypeProfile = {
  keywords: {
    strong: [
      "reorganisation*",
      "restrukturierung*",
      "umstrukturierung*",
      "neuorganisation*",
      "restructur*",
      "reorganis*",
      "reorganiz*",
      "organisationsentwicklung*",
      "change management",
      "personalabbau*",
      "zusammenlegung*",
      "fusion*",
      "merger*",
      "post-merger*",
      "integration der",
      "neue führungsstruktur*",
      "hr-prozess*",
      "recruiting*",
      "personalgewinnung*",
      "onboarding*",
      "new working model*",
      "hybrides arbeiten",
      "hybrid work*",
      "schichtmodell*",
      "arbeitszeitmodell*",
      "shift model*",
      "vier-tage-woche",
      "four-day week",
      "nachfolge*",
      "succession*",
    ],
    weak: ["organisation*", "organization*", "team*", "führung*", "leadership", "kultur*", "culture", "personal*", "hr"],
  },
  name: { de: "Organisationsprojekt", en: "Organisation project" },
  subject: { de: { object: "die neue Organisation", head: "Organisation" }, en: { object: "the new organisation", head: "organisation" } },
  phases: [
    phase(
      "diagnosis",
      "analyse",
      ["Diagnose & Zielbild", "Diagnosis & target picture"],
      ["Ausgangslage verstehen und Ziele festlegen", "Understand the starting point and set the goals"],
      0.18,
      [
        task(
          ["Ist-Analyse: Strukturen, Schnittstellen und Kennzahlen", "As-is analysis: structures, interfaces and key figures"],
          [
            "Organigramm, Führungsspannen, Prozesse und Kennzahlen auswerten; Interviews mit Führungskräften führen.",
            "Analyse org chart, spans of control, processes and figures; interview managers.",
          ],
          "high",
          "project_manager",
        ),
        task(
          ["Ziele und Leitplanken für {subject} festlegen", "Set goals and guardrails for {subject}"],
          [
            "Strategische Ziele, Kostenrahmen, Standortfragen und Nicht-Ziele durch die Geschäftsführung festlegen.",
            "Management sets strategic goals, cost frame, location questions and non-goals.",
          ],
          "critical",
          "sponsor",
        ),
        task(
          ["Stakeholder-Analyse und Kommunikationsplan", "Stakeholder analysis and communication plan"],
          [
            "Betroffene Gruppen, Sorgen und Kommunikationsanlässe planen; Vertraulichkeit bis zur Verkündung sichern.",
            "Plan affected groups, concerns and communication moments; keep confidentiality until announcement.",
          ],
          "high",
          "hr",
        ),
        task(
          ["Gate: Zielbild freigegeben", "Gate: target picture approved"],
          ["Geschäftsführung beschließt Ziele und Vorgehen.", "Management decides goals and approach."],
          "critical",
          "sponsor",
        ),
      ],
    ),
    phase(
      "design",
      "design",
      ["Zielorganisation & Beteiligung", "Target organisation & consultation"],
      [
        "Strukturen, Rollen und Prozesse entwerfen; Arbeitnehmervertretung beteiligen",
        "Design structures, roles and processes; consult employee representatives",
      ],
      0.24,
      [
        task(
          ["Zielorganisation, Rollen und Verantwortlichkeiten entwerfen", "Design target organisation, roles and responsibilities"],
          [
            "Organigramm, Rollenbeschreibungen, Entscheidungswege und Schnittstellen für {subject} ausarbeiten.",
            "Work out org chart, role descriptions, decision paths and interfaces for {subject}.",
          ],
          "critical",
          "project_manager",
        ),
        task(
          ["Personelle Auswirkungen und Stellenbesetzung planen", "Plan staffing impact and appointments"],
          [
            "Zuordnung der Mitarbeitenden, Qualifizierungsbedarf und Besetzung der Führungsrollen vorbereiten.",
            "Prepare staff mapping, training needs and appointments to leadership roles.",
          ],
          "high",
          "hr",
        ),
        task(
          ["Arbeitnehmervertretung unterrichten und beraten", "Inform and consult employee representatives"],
          [
            "Unterrichtung über die geplante Änderung, Beratung und ggf. Vereinbarung zur Umsetzung.",
            "Inform about the planned change, consult and, where needed, agree on the implementation.",
          ],
          "critical",
          "works_council",
        ),
        task(
          ["Gate: Zielorganisation beschlossen", "Gate: target organisation decided"],
          ["Zielorganisation und Umsetzungsplan sind beschlossen.", "Target organisation and implementation plan are decided."],
          "critical",
          "sponsor",
        ),
      ],
    ),
    phase(
      "preparation",
      "build",
      ["Umsetzungsvorbereitung", "Implementation preparation"],
      ["Kommunikation, Verträge, Systeme und Führungskräfte vorbereiten", "Prepare communication, contracts, systems and managers"],
      0.22,
      [
        task(
          ["Verkündung und Dialogformate für die Belegschaft", "Announcement and dialogue formats for staff"],
          [
            "Betriebsversammlung bzw. Townhall, FAQ, Gespräche der Führungskräfte mit ihren Teams.",
            "Staff meeting or town hall, FAQ, managers talk to their teams.",
          ],
          "critical",
          "sponsor",
        ),
        task(
          ["Verträge, Stellenbeschreibungen und HR-Systeme anpassen", "Update contracts, job descriptions and HR systems"],
          [
            "Änderungsverträge, Kostenstellen, Berechtigungen und Organisationsdaten im HR-System umstellen.",
            "Contract amendments, cost centres, permissions and org data in the HR system.",
          ],
          "high",
          "hr",
        ),
        task(
          ["Führungskräfte auf die neue Rolle vorbereiten", "Prepare managers for their new roles"],
          ["Workshops zu Rollen, Zielen und Umgang mit Widerständen.", "Workshops on roles, goals and handling resistance."],
          "high",
          "department_heads",
        ),
        task(
          ["Gate: Umsetzungsbereitschaft", "Gate: ready to implement"],
          [
            "Besetzungen, Verträge und Systeme sind bereit zum Stichtag.",
            "Appointments, contracts and systems are ready for the cut-off date.",
          ],
          "critical",
          "project_manager",
        ),
      ],
    ),
    phase(
      "transition",
      "launch",
      ["Umstellung", "Transition"],
      ["Neue Organisation zum Stichtag in Kraft setzen", "Put the new organisation into force on the cut-off date"],
      0.16,
      [
        task(
          ["{Subject} zum Stichtag in Kraft setzen", "Put {subject} into force on the cut-off date"],
          [
            "Neue Berichtslinien und Verantwortungen gelten; Übergaben zwischen alten und neuen Rollen dokumentieren.",
            "New reporting lines and responsibilities apply; document handovers between old and new roles.",
          ],
          "critical",
          "sponsor",
        ),
        task(
          ["Übergaben und offene Vorgänge überführen", "Transfer handovers and open cases"],
          [
            "Kunden, Aufträge und laufende Vorgänge den neuen Verantwortlichen zuordnen.",
            "Assign customers, orders and ongoing cases to the new owners.",
          ],
          "high",
          "department_heads",
        ),
        task(
          ["Gate: Neue Organisation arbeitsfähig", "Gate: new organisation operational"],
          ["Alle Rollen besetzt, Kernprozesse laufen.", "All roles filled, core processes running."],
          "high",
          "project_manager",
        ),
      ],
    ),
    phase(
      "anchoring",
      "stabilise",
      ["Verankerung & Nachsteuerung", "Embedding & adjustment"],
      ["Wirkung messen und nachsteuern", "Measure effect and adjust"],
      0.2,
      [
        task(
          ["Pulsbefragung und Feedbackrunden", "Pulse survey and feedback rounds"],
          [
            "Stimmung, Klarheit der Rollen und Reibungsverluste nach sechs bis acht Wochen erheben.",
            "Measure mood, role clarity and friction after six to eight weeks.",
          ],
          "high",
          "hr",
        ),
        task(
          ["Kennzahlen gegen Ziele auswerten und nachsteuern", "Review figures against goals and adjust"],
          [
            "Kosten, Durchlaufzeiten und Qualität gegen das Zielbild; Anpassungen beschließen.",
            "Costs, lead times and quality against the target picture; decide adjustments.",
          ],
          "high",
          "project_manager",
        ),
        task(
          ["Gate: Projektabschluss", "Gate: project close"],
          ["Abschlussbericht, Übergabe offener Punkte an die Linie.", "Final report; hand open points over to line management."],
          "medium",
          "sponsor",
        ),
      ],
    ),
  ],
  roles: [],
  risks: [
    risk(
      ["Verunsicherung und Abwanderung von Leistungsträgern", "Uncertainty and loss of key people"],
      [
        "Gerüchte und unklare Perspektiven führen zu Kündigungen wichtiger Mitarbeitender.",
        "Rumours and unclear prospects lead key staff to resign.",
      ],
      4,
      4,
      [
        "Schnelle, ehrliche Kommunikation, frühe Gespräche mit Schlüsselpersonen, Bindungsmaßnahmen.",
        "Fast, honest communication, early talks with key people, retention measures.",
      ],
      "hr",
    ),
    risk(
      ["Verzögerung durch Mitbestimmung", "Delay through co-determination"],
      [
        "Fehlende oder späte Beteiligung der Arbeitnehmervertretung verzögert oder blockiert die Umsetzung.",
        "Missing or late consultation of employee representatives delays or blocks implementation.",
      ],
      3,
      4,
      [
        "Frühzeitige Unterrichtung, realistische Verhandlungszeit im Plan, arbeitsrechtliche Beratung.",
        "Inform early, plan realistic negotiation time, get employment law advice.",
      ],
      "legal",
    ),
    risk(
      ["Leistungseinbruch in der Übergangszeit", "Performance drop during transition"],
      [
        "Unklare Zuständigkeiten führen zu Fehlern und Verzögerungen gegenüber Kunden.",
        "Unclear responsibilities cause errors and delays towards customers.",
      ],
      3,
      3,
      [
        "Übergabeprotokolle, Ansprechpartnerliste, Doppelbesetzung in kritischen Rollen.",
        "Handover records, contact list, temporary double staffing in critical roles.",
      ],
      "department_heads",
    ),
    risk(
      ["Führungskräfte tragen die Veränderung nicht mit", "Managers do not support the change"],
      ["Widerstand im mittleren Management bremst die Umsetzung.", "Resistance in middle management slows implementation."],
      3,
      4,
      ["Führungskräfte früh einbinden, klare Erwartungen, Coaching.", "Involve managers early, clear expectations, coaching."],
      "sponsor",
    ),
  ],
  budget: [
    line("consulting", ["Organisationsberatung und Moderation", "Organisational consulting and facilitation"], 0.4, "design"),
    line("legal", ["Arbeitsrechtliche Beratung", "Employment law advice"], 0.15, "design"),
    line("training", ["Führungskräfteentwicklung und Schulungen", "Leadership development and training"], 0.25, "build"),
    line("communication", ["Kommunikation und Veranstaltungen", "Communication and events"], 0.1, "build"),
    line("systems", ["Anpassung HR-Systeme", "HR system changes"], 0.1, "build"),
  ],
  weeks: 24,
  costFactor: 0.7,
  affectsEmployees: true,
};

const compliance: ProjectTypeProfile = {
  keywords: {
    strong: [
      "iso 27001",
      "iso27001",
      "iso 9001",
      "iso 14001",
      "iso 50001",
      "iso 45001",
      "tisax",
      "nis2",
      "nis-2",
      "dora",
      "dsgvo*",
      "gdpr",
      "datenschutzprogramm*",
      "data protection programme",
      "zertifizierung*",
      "certification*",
      "certified",
      "zertifiziert",
      "isms",
      "informationssicherheits*",
      "information security management",
      "compliance-management*",
      "compliance programme",
      "compliance program",
      "hinweisgeber*",
      "whistleblow*",
      "lieferkettengesetz*",
      "lksg",
      "csrd",
      "nachhaltigkeitsbericht*",
      "sustainability report*",
      "audit*",
      "ifs food",
      "brc",
      "haccp",
      "revdsg",
      "bsi-grundschutz",
      "it-grundschutz",
      "ai act",
      "ki-verordnung",
      "barrierefreiheitsgesetz*",
      "bfsg",
    ],
    weak: ["compliance", "richtlinie*", "policy", "policies", "nachweis*", "gesetz*", "regulation*", "verordnung*"],
  },
  name: { de: "Compliance- und Zertifizierungsprojekt", en: "Compliance and certification project" },
  subject: {
    de: { object: "das Managementsystem", head: "Managementsystem" },
    en: { object: "the management system", head: "management system" },
  },
  phases: [
    phase(
      "scope",
      "analyse",
      ["Geltungsbereich & Gap-Analyse", "Scope & gap analysis"],
      ["Anwendungsbereich festlegen und Lücken zu den Anforderungen ermitteln", "Fix the scope and identify gaps against the requirements"],
      0.18,
      [
        task(
          ["Geltungsbereich und Anforderungen für {subject} festlegen", "Define scope and requirements for {subject}"],
          [
            "Standorte, Prozesse, Systeme und einschlägige Normen bzw. Gesetze festlegen; Betroffenheit prüfen.",
            "Fix sites, processes, systems and applicable standards or laws; confirm applicability.",
          ],
          "critical",
          "legal_compliance",
        ),
        task(
          ["Gap-Analyse gegen die Anforderungen", "Gap analysis against the requirements"],
          [
            "Jede Anforderung bewerten (erfüllt/teilweise/offen), Nachweise sichten, Reifegrad dokumentieren.",
            "Rate every requirement (met/partial/open), review evidence, document maturity.",
          ],
          "high",
          "ciso",
        ),
        task(
          ["Inventar der Werte, Prozesse und Dienstleister", "Inventory of assets, processes and service providers"],
          [
            "Informationswerte, Verarbeitungen, Schnittstellen und kritische Lieferanten mit Verantwortlichen erfassen.",
            "Record information assets, processing, interfaces and critical suppliers with owners.",
          ],
          "high",
          "it_operations",
        ),
        task(
          ["Gate: Maßnahmenplan und Ressourcen freigegeben", "Gate: action plan and resources approved"],
          [
            "Geschäftsführung gibt Umfang, Budget und Verantwortliche frei (Leitungsverantwortung).",
            "Management approves scope, budget and owners (management accountability).",
          ],
          "critical",
          "sponsor",
        ),
      ],
    ),
    phase(
      "risk",
      "design",
      ["Risikobewertung & Regelwerk", "Risk assessment & policies"],
      ["Risiken bewerten, Maßnahmen auswählen, Richtlinien schreiben", "Assess risks, select controls, write policies"],
      0.22,
      [
        task(
          ["Risikoanalyse und Risikobehandlungsplan", "Risk assessment and risk treatment plan"],
          [
            "Bedrohungen und Schwachstellen bewerten, Maßnahmen auswählen, Restrisiken durch die Leitung akzeptieren lassen.",
            "Rate threats and vulnerabilities, choose controls, have management accept residual risks.",
          ],
          "critical",
          "ciso",
        ),
        task(
          ["Richtlinien und Verfahren für {subject} erstellen", "Write policies and procedures for {subject}"],
          [
            "Leitlinie, Rollen, Zugriffs-, Lieferanten-, Vorfall- und Notfallverfahren dokumentieren und freigeben.",
            "Document and approve policy, roles, access, supplier, incident and business continuity procedures.",
          ],
          "high",
          "legal_compliance",
        ),
        task(
          [
            "Meldewege für Sicherheitsvorfälle und Datenpannen festlegen",
            "Define reporting lines for security incidents and data breaches",
          ],
          [
            "Fristen gegenüber Behörden (z. B. 24/72 Stunden), Zuständigkeiten und Vorlagen festlegen.",
            "Set deadlines towards authorities (e.g. 24/72 hours), responsibilities and templates.",
          ],
          "high",
          "data_protection_officer",
        ),
        task(
          ["Gate: Regelwerk freigegeben", "Gate: policies approved"],
          ["Leitung gibt Richtlinien und Risikobehandlung frei.", "Management approves policies and risk treatment."],
          "critical",
          "sponsor",
        ),
      ],
    ),
    phase(
      "implementation",
      "build",
      ["Umsetzung der Maßnahmen", "Control implementation"],
      ["Technische und organisatorische Maßnahmen umsetzen und schulen", "Implement technical and organisational controls and train staff"],
      0.3,
      [
        task(
          ["Technische Maßnahmen umsetzen: MFA, Patchen, Backup, Logging", "Implement technical controls: MFA, patching, backup, logging"],
          [
            "Maßnahmen nach Priorität umsetzen und Wirksamkeit mit Nachweisen belegen.",
            "Implement controls by priority and prove their effectiveness with evidence.",
          ],
          "critical",
          "it_security",
        ),
        task(
          ["Awareness-Schulung der Mitarbeitenden und Leitungsschulung", "Awareness training for staff and management training"],
          [
            "Pflichtschulung mit Teilnahmenachweis, Phishing-Simulation, Schulung der Geschäftsleitung.",
            "Mandatory training with attendance records, phishing simulation, management training.",
          ],
          "high",
          "hr",
        ),
        task(
          ["Lieferanten und Verträge an die Anforderungen anpassen", "Align suppliers and contracts with the requirements"],
          [
            "Kritische Dienstleister bewerten, Auftragsverarbeitung und Sicherheitsklauseln nachziehen.",
            "Assess critical suppliers; update data processing and security clauses.",
          ],
          "medium",
          "purchasing",
        ),
        task(
          ["Gate: Maßnahmen umgesetzt", "Gate: controls implemented"],
          ["Alle Maßnahmen mit hoher Priorität umgesetzt und nachgewiesen.", "All high-priority controls implemented and evidenced."],
          "high",
          "project_manager",
        ),
      ],
    ),
    phase(
      "internal_audit",
      "test",
      ["Internes Audit & Managementbewertung", "Internal audit & management review"],
      ["Wirksamkeit prüfen und Leitung berichten", "Check effectiveness and report to management"],
      0.15,
      [
        task(
          ["Internes Audit für {subject}", "Internal audit of {subject}"],
          [
            "Stichproben über alle Anforderungen, Abweichungen mit Korrekturmaßnahmen dokumentieren.",
            "Sample all requirements; document nonconformities with corrective actions.",
          ],
          "critical",
          "quality",
        ),
        task(
          ["Notfall- und Meldeübung", "Incident and reporting drill"],
          [
            "Szenario durchspielen: Erkennung, Eskalation, Meldung und Wiederherstellung.",
            "Run a scenario: detection, escalation, reporting and recovery.",
          ],
          "high",
          "it_security",
        ),
        task(
          ["Gate: Managementbewertung", "Gate: management review"],
          [
            "Leitung bewertet Ergebnisse, Risiken und Ressourcen und gibt die Zertifizierung bzw. den Regelbetrieb frei.",
            "Management reviews results, risks and resources and releases certification or routine operation.",
          ],
          "critical",
          "sponsor",
        ),
      ],
    ),
    phase(
      "certification",
      "launch",
      ["Zertifizierung & Regelbetrieb", "Certification & routine operation"],
      ["Externes Audit bestehen und Betrieb verstetigen", "Pass the external audit and make it routine"],
      0.15,
      [
        task(
          ["Zertifizierungsaudit Stufe 1 und 2 bzw. externe Prüfung", "Certification audit stage 1 and 2 or external review"],
          [
            "Audit vorbereiten, Ansprechpartner benennen, Feststellungen fristgerecht bearbeiten.",
            "Prepare the audit, name contacts, handle findings on time.",
          ],
          "critical",
          "external_auditor",
        ),
        task(
          ["Kennzahlen und Kontrollkalender für den Regelbetrieb", "Metrics and control calendar for routine operation"],
          [
            "Wiederkehrende Kontrollen, Berichte an die Leitung und Überwachungsaudits planen.",
            "Plan recurring controls, reports to management and surveillance audits.",
          ],
          "high",
          "ciso",
        ),
        task(
          ["Gate: Zertifikat bzw. Nachweis erhalten", "Gate: certificate or evidence obtained"],
          [
            "Zertifikat liegt vor bzw. Nachweise sind vollständig; Übergabe in den Regelbetrieb.",
            "Certificate issued or evidence complete; handover to routine operation.",
          ],
          "high",
          "sponsor",
        ),
      ],
    ),
  ],
  roles: [
    role(
      "certification_body",
      ["Zertifizierungsstelle", "Certification body"],
      ["Führt das akkreditierte Zertifizierungsaudit durch", "Carries out the accredited certification audit"],
      "low",
      "high",
    ),
  ],
  risks: [
    risk(
      ["Aufwand für Nachweise unterschätzt", "Effort for evidence underestimated"],
      [
        "Dokumentation und Nachweise binden deutlich mehr Zeit als geplant.",
        "Documentation and evidence take much more time than planned.",
      ],
      4,
      3,
      [
        "Vorlagen nutzen, Nachweise laufend sammeln, Tool für das Managementsystem einsetzen.",
        "Use templates, collect evidence continuously, use a management-system tool.",
      ],
      "ciso",
    ),
    risk(
      ["Fehlende Verankerung bei der Geschäftsleitung", "Lack of commitment from top management"],
      [
        "Ohne aktive Leitung fehlen Entscheidungen und Ressourcen; Auditoren werten das als Abweichung.",
        "Without active leadership decisions and resources are missing; auditors rate this as a nonconformity.",
      ],
      3,
      5,
      [
        "Leitungsverantwortung ausdrücklich festlegen, Lenkungskreis monatlich, Leitungsschulung.",
        "Make management accountability explicit, monthly steering committee, management training.",
      ],
      "sponsor",
    ),
    risk(
      ["Technische Altlasten verzögern Maßnahmen", "Technical debt delays controls"],
      ["Alte Systeme lassen sich nicht patchen oder absichern.", "Legacy systems cannot be patched or secured."],
      3,
      4,
      [
        "Kompensierende Maßnahmen, Ablösung priorisieren, Risiko formal akzeptieren.",
        "Compensating controls, prioritise replacement, formally accept the risk.",
      ],
      "it_operations",
    ),
    risk(
      ["Abweichungen im Zertifizierungsaudit", "Nonconformities in the certification audit"],
      ["Hauptabweichungen verhindern die Zertifikatserteilung.", "Major nonconformities prevent the certificate."],
      2,
      4,
      [
        "Internes Audit mit externer Unterstützung, Korrekturmaßnahmen vor Stufe 2 schließen.",
        "Internal audit with external support; close corrective actions before stage 2.",
      ],
      "quality",
    ),
  ],
  budget: [
    line(
      "consulting",
      ["Externe Beratung Gap-Analyse und Risikoanalyse", "External consulting for gap and risk analysis"],
      0.35,
      "analyse",
    ),
    line("technical", ["Technische Maßnahmen und Werkzeuge", "Technical controls and tools"], 0.3, "build"),
    line("training", ["Schulungen und Awareness", "Training and awareness"], 0.1, "build"),
    line("audit", ["Zertifizierungs- bzw. Prüfgebühren", "Certification or audit fees"], 0.15, "launch"),
    line("internal", ["Interner Aufwand ISMS-/Compliance-Team", "Internal effort of the ISMS/compliance team"], 0.1),
  ],
  weeks: 36,
  costFactor: 0.8,
  affectsEmployees: true,
};

const location: ProjectTypeProfile = {
  keywords: {
    strong: [
      "filiale*",
      "zweigstelle*",
      "niederlassung*",
      "neuer standort",
      "neuen standort",
      "zweiten standort",
      "standorteröffnung*",
      "eröffnen",
      "eröffnung*",
      "branch*",
      "new location*",
      "new site",
      "second site",

      "opening",
      "new store*",
      "neues geschäft",
      "neue praxis",
      "zweite praxis",
      "new practice",
      "new restaurant",
      "neues restaurant",
      "neues hotel",
      "new hotel",
      "expansion*",
      "expandieren",
    ],
    weak: ["standort*", "location*", "site*", "markt*", "shop*"],
  },
  name: { de: "Standorteröffnung", en: "New location" },
  subject: { de: { object: "den neuen Standort", head: "Standort" }, en: { object: "the new location", head: "location" } },
  phases: [
    phase(
      "site",
      "analyse",
      ["Standortanalyse & Business Case", "Site analysis & business case"],
      ["Markt und Standort bewerten, Wirtschaftlichkeit rechnen", "Assess market and site, calculate the business case"],
      0.18,
      [
        task(
          ["Einzugsgebiet, Nachfrage und Wettbewerb analysieren", "Analyse catchment area, demand and competition"],
          [
            "Kaufkraft, Frequenz, Wettbewerber und Erreichbarkeit für {subject} bewerten.",
            "Assess purchasing power, footfall, competitors and accessibility for {subject}.",
          ],
          "high",
          "sales",
        ),
        task(
          ["Objekte besichtigen und bewerten", "Visit and assess properties"],
          [
            "Fläche, Zustand, Umbaubedarf, Nutzungsänderung und Mietkonditionen vergleichen.",
            "Compare space, condition, conversion needs, change of use and rental terms.",
          ],
          "high",
          "branch_manager",
        ),
        task(
          ["Business Case mit Anlauf- und Break-even-Planung", "Business case with start-up and break-even plan"],
          [
            "Investition, Personal- und Mietkosten, Umsatzhochlauf und Break-even-Zeitpunkt rechnen.",
            "Calculate investment, staff and rent, revenue ramp-up and break-even date.",
          ],
          "high",
          "finance_controlling",
        ),
        task(
          ["Gate: Standortentscheidung", "Gate: site decision"],
          ["Geschäftsführung entscheidet über Objekt und Investition.", "Management decides on property and investment."],
          "critical",
          "sponsor",
        ),
      ],
    ),
    phase(
      "contract",
      "design",
      ["Vertrag, Genehmigungen & Planung", "Lease, permits & planning"],
      ["Vertrag schließen, Genehmigungen einholen, Ausbau planen", "Sign the lease, get permits, plan the fit-out"],
      0.2,
      [
        task(
          ["Miet- bzw. Kaufvertrag für {subject} abschließen", "Sign the lease or purchase for {subject}"],
          [
            "Laufzeit, Optionen, Konkurrenzschutz, Ausbau und Übergabezustand verhandeln.",
            "Negotiate term, options, exclusivity, fit-out and handover condition.",
          ],
          "critical",
          "legal",
        ),
        task(
          ["Gewerbeanmeldung, Nutzungsänderung und behördliche Genehmigungen", "Business registration, change of use and official permits"],
          [
            "Erforderliche Anzeigen und Genehmigungen (Nutzungsänderung, Werbeanlagen, Betriebsanlage) früh beantragen.",
            "Apply early for the required notices and permits (change of use, signage, operating licence).",
          ],
          "critical",
          "legal_compliance",
        ),
        task(
          ["Ausbau- und Einrichtungsplanung", "Fit-out and furnishing plan"],
          [
            "Grundriss, Ladenbau bzw. Einrichtung, IT und Kasse, Beschilderung planen und ausschreiben.",
            "Plan and tender layout, shop fitting or furnishing, IT and tills, signage.",
          ],
          "high",
          "facility_management",
        ),
        task(
          ["Gate: Planung und Genehmigungen stehen", "Gate: plans and permits in place"],
          ["Vertrag unterschrieben, Genehmigungen beantragt, Ausbau vergeben.", "Lease signed, permits applied for, fit-out awarded."],
          "high",
          "sponsor",
        ),
      ],
    ),
    phase(
      "setup",
      "build",
      ["Ausbau, Personal & Systeme", "Fit-out, staff & systems"],
      ["Räume herrichten, Team aufbauen, Systeme einrichten", "Prepare the premises, build the team, set up systems"],
      0.3,
      [
        task(
          ["Ausbau und Einrichtung: {Head}", "Fit-out and furnishing of {subject}"],
          [
            "Umbau, Einrichtung und Beschilderung überwachen; Abnahme mit Mängelliste.",
            "Supervise conversion, furnishing and signage; acceptance with defect list.",
          ],
          "high",
          "facility_management",
        ),
        task(
          ["Standortleitung und Team rekrutieren", "Recruit site manager and team"],
          [
            "Stellenprofile, Anzeigen, Auswahlgespräche und Verträge; Einstellung mit Vorlauf zur Einarbeitung.",
            "Job profiles, ads, interviews and contracts; hire with lead time for onboarding.",
          ],
          "critical",
          "hr",
        ),
        task(
          ["IT, Kasse, Telefonie und Warenwirtschaft einrichten", "Set up IT, tills, telephony and inventory system"],
          [
            "Anbindung an Zentrale, Benutzer, Geräte und Zahlungsarten einrichten und testen.",
            "Connect to head office; set up and test users, devices and payment methods.",
          ],
          "high",
          "it_operations",
        ),
        task(
          ["Gate: Betriebsbereitschaft", "Gate: operational readiness"],
          ["Räume abgenommen, Team eingestellt, Systeme getestet.", "Premises accepted, team hired, systems tested."],
          "critical",
          "project_manager",
        ),
      ],
    ),
    phase(
      "readiness",
      "test",
      ["Einarbeitung & Probebetrieb", "Onboarding & trial operation"],
      ["Team einarbeiten und Abläufe im Probebetrieb testen", "Onboard the team and test processes in a trial run"],
      0.14,
      [
        task(
          ["Einarbeitung des Teams am Stammsitz bzw. vor Ort", "Onboard the team at head office or on site"],
          [
            "Prozesse, Produkte, Systeme und Arbeitsschutzunterweisung; Patenschaften mit erfahrenen Kolleginnen und Kollegen.",
            "Processes, products, systems and safety briefing; buddies from experienced colleagues.",
          ],
          "high",
          "branch_manager",
        ),
        task(
          ["Probebetrieb bzw. Soft Opening", "Trial operation or soft opening"],
          ["Abläufe mit eingeladenen Kunden testen, Engpässe beheben.", "Test processes with invited customers, fix bottlenecks."],
          "high",
          "branch_manager",
        ),
        task(
          ["Gate: Eröffnungsfreigabe", "Gate: opening approval"],
          ["Alle Genehmigungen liegen vor, Probebetrieb erfolgreich.", "All permits granted, trial run successful."],
          "critical",
          "sponsor",
        ),
      ],
    ),
    phase(
      "opening",
      "launch",
      ["Eröffnung & Anlauf", "Opening & ramp-up"],
      ["Eröffnen, vermarkten und Anlauf steuern", "Open, promote and steer the ramp-up"],
      0.18,
      [
        task(
          ["{subject} mit lokaler Vermarktung eröffnen", "Open {subject} with local marketing"],
          [
            "Eröffnungsaktion, lokale Presse, Online-Einträge (Google-Unternehmensprofil) und Nachbarschaftsinformation.",
            "Opening event, local press, online listings (Google Business Profile) and neighbourhood information.",
          ],
          "critical",
          "marketing",
        ),
        task(
          ["Kennzahlen des Anlaufs wöchentlich verfolgen", "Track ramp-up figures weekly"],
          [
            "Umsatz, Frequenz, Kundenfeedback und Personalkosten gegen den Business Case.",
            "Revenue, footfall, customer feedback and staff costs against the business case.",
          ],
          "high",
          "finance_controlling",
        ),
        task(
          ["Gate: Übergabe in den Regelbetrieb", "Gate: handover to routine operation"],
          [
            "Standort läuft stabil, Projektabschluss und Lessons Learned für weitere Standorte.",
            "The site runs steadily; project close and lessons learned for further sites.",
          ],
          "high",
          "sponsor",
        ),
      ],
    ),
  ],
  roles: [
    role(
      "branch_manager",
      ["Standortleitung", "Site manager"],
      ["Verantwortet Aufbau und Betrieb des neuen Standorts", "Owns set-up and operation of the new site"],
      "high",
      "medium",
    ),
  ],
  risks: [
    risk(
      ["Personal nicht rechtzeitig gefunden", "Staff not found in time"],
      [
        "Fachkräftemangel verzögert die Eröffnung oder schränkt Öffnungszeiten ein.",
        "Skills shortage delays opening or limits opening hours.",
      ],
      4,
      4,
      [
        "Früh rekrutieren, Arbeitgeberprofil schärfen, Übergangsweise Personal vom Stammsitz.",
        "Recruit early, sharpen the employer profile, lend staff from head office in the interim.",
      ],
      "hr",
    ),
    risk(
      ["Genehmigung oder Nutzungsänderung verzögert", "Permit or change of use delayed"],
      ["Behördliche Verfahren dauern länger als der Ausbau.", "Official procedures take longer than the fit-out."],
      3,
      4,
      [
        "Genehmigungsbedarf vor Vertragsunterzeichnung klären, Rücktrittsklausel.",
        "Clarify permit needs before signing; include a withdrawal clause.",
      ],
      "legal_compliance",
    ),
    risk(
      ["Umsatz läuft langsamer an", "Revenue ramps up slower"],
      [
        "Der Standort erreicht die geplante Frequenz erst später; Liquidität wird belastet.",
        "The site reaches the planned footfall later; liquidity suffers.",
      ],
      3,
      3,
      [
        "Konservativer Business Case, Marketingbudget für die ersten Monate, monatliches Controlling.",
        "Conservative business case, marketing budget for the first months, monthly controlling.",
      ],
      "finance_controlling",
    ),
    risk(
      ["Ausbaukosten höher als geplant", "Fit-out costs higher than planned"],
      ["Bausubstanz oder Auflagen erfordern zusätzliche Arbeiten.", "Building condition or requirements need extra work."],
      3,
      3,
      [
        "Begehung mit Fachplaner vor Vertragsabschluss, Reserve im Budget.",
        "Walk-through with a specialist before signing, budget reserve.",
      ],
      "facility_management",
    ),
  ],
  budget: [
    line("fit_out", ["Ausbau und Einrichtung", "Fit-out and furnishing"], 0.45, "build"),
    line("it", ["IT, Kasse und Telefonie", "IT, tills and telephony"], 0.12, "build"),
    line("recruiting", ["Personalgewinnung und Einarbeitung", "Recruiting and onboarding"], 0.18, "build"),
    line("marketing", ["Eröffnungsmarketing", "Opening marketing"], 0.1, "launch"),
    line("rent", ["Miete und Nebenkosten bis zur Eröffnung", "Rent and service charges until opening"], 0.15, "design"),
  ],
  weeks: 26,
  costFactor: 1.2,
  affectsEmployees: false,
};

const digitalisation: ProjectTypeProfile = {
  keywords: {
    strong: [
      "digitalisier*",
      "digitalis*",
      "digitaliz*",
      "automatisier*",
      "automate*",
      "automation",
      "automating",

      "prozessautomatisierung*",
      "process automation",
      "rpa",
      "workflow*",
      "papierlos*",
      "paperless",
      "e-rechnung*",
      "e-invoic*",
      "elektronische akte",
      "e-akte",
      "self-service*",
      "chatbot*",
      "ki-gestützt*",
      "ai-based",
      "ai-powered",
      "künstliche intelligenz",
      "artificial intelligence",
      "iot",
      "predictive maintenance",
      "datenplattform*",
      "data platform*",
      "dashboard*",
      "business intelligence",
    ],
    weak: ["prozess*", "process*", "digital*", "effizien*", "efficien*", "daten*", "data"],
  },
  name: { de: "Digitalisierungsprojekt", en: "Digitalisation project" },
  subject: {
    de: { object: "den digitalen Prozess", head: "Prozess" },
    en: { object: "the digital process", head: "process" },
  },
  phases: [
    phase(
      "discovery",
      "analyse",
      ["Prozessaufnahme & Potenziale", "Process discovery & potential"],
      ["Prozesse aufnehmen und Automatisierungspotenziale priorisieren", "Map processes and prioritise automation potential"],
      0.18,
      [
        task(
          ["Ist-Prozesse mit Mengen und Durchlaufzeiten aufnehmen", "Map current processes with volumes and lead times"],
          [
            "Workshops und Datenauswertung: Fallzahlen, Bearbeitungszeiten, Fehlerquoten und Medienbrüche erheben.",
            "Workshops and data analysis: case volumes, handling times, error rates and manual hand-offs.",
          ],
          "high",
          "process_owners",
        ),
        task(
          ["Potenziale bewerten und Use Cases priorisieren", "Assess potential and prioritise use cases"],
          [
            "Nutzen, Machbarkeit und Risiko je Use Case bewerten; Pilotprozess für {subject} auswählen.",
            "Rate benefit, feasibility and risk per use case; choose the pilot process for {subject}.",
          ],
          "high",
          "project_manager",
        ),
        task(
          ["Datenschutz- und Sicherheitsanforderungen klären", "Clarify data protection and security requirements"],
          [
            "Personenbezogene Daten, Aufbewahrung, Protokollierung und ggf. Folgenabschätzung prüfen.",
            "Check personal data, retention, logging and, where needed, an impact assessment.",
          ],
          "high",
          "data_protection_officer",
        ),
        task(
          ["Gate: Use-Case-Portfolio freigegeben", "Gate: use-case portfolio approved"],
          [
            "Lenkungskreis gibt Pilot-Use-Case, Ziele und Budget frei.",
            "The steering committee approves pilot use case, goals and budget.",
          ],
          "critical",
          "sponsor",
        ),
      ],
    ),
    phase(
      "solution",
      "design",
      ["Soll-Prozess & Lösungsdesign", "Target process & solution design"],
      ["Soll-Prozess gestalten und Werkzeug auswählen", "Design the target process and choose the tool"],
      0.2,
      [
        task(
          ["Soll-Prozess für {subject} gestalten", "Design the target process for {subject}"],
          [
            "Vereinfachen vor Automatisieren: Schritte streichen, Regeln festlegen, Ausnahmen definieren.",
            "Simplify before automating: remove steps, fix rules, define exceptions.",
          ],
          "high",
          "process_owners",
        ),
        task(
          ["Plattform bzw. Werkzeug auswählen und Architektur festlegen", "Select platform or tool and define the architecture"],
          [
            "Bestehende Plattformen prüfen, Schnittstellen, Betrieb und Lizenzkosten vergleichen.",
            "Check existing platforms; compare interfaces, operations and licence costs.",
          ],
          "high",
          "it_operations",
        ),
        task(
          ["Arbeitnehmervertretung zu Auswirkungen auf Arbeitsplätze beteiligen", "Consult employee representatives on the impact on jobs"],
          [
            "Veränderungen der Tätigkeiten, Qualifizierung und Leistungsdaten offen besprechen und regeln.",
            "Discuss and settle changes to tasks, training and performance data openly.",
          ],
          "high",
          "works_council",
        ),
        task(
          ["Gate: Lösungsdesign abgenommen", "Gate: solution design signed off"],
          ["Soll-Prozess, Architektur und Umsetzungsplan freigegeben.", "Target process, architecture and implementation plan approved."],
          "high",
          "sponsor",
        ),
      ],
    ),
    phase(
      "build",
      "build",
      ["Umsetzung", "Build"],
      ["Workflows, Automatisierungen und Schnittstellen bauen", "Build workflows, automations and interfaces"],
      0.27,
      [
        task(
          ["Workflows und Automatisierungen in Sprints umsetzen", "Build workflows and automations in sprints"],
          [
            "Zweiwöchige Sprints mit Review durch die Prozessverantwortlichen, Backlog priorisiert nach Nutzen.",
            "Two-week sprints reviewed by the process owners; backlog prioritised by benefit.",
          ],
          "high",
          "vendor",
        ),
        task(
          ["Schnittstellen zu ERP, DMS und Fachanwendungen anbinden", "Connect interfaces to ERP, DMS and business applications"],
          [
            "Datenflüsse, Fehlerbehandlung und Überwachung der Schnittstellen umsetzen.",
            "Implement data flows, error handling and interface monitoring.",
          ],
          "high",
          "it_operations",
        ),
        task(
          ["Berechtigungen und Protokollierung umsetzen", "Implement permissions and logging"],
          [
            "Rollen, Vier-Augen-Prinzip und revisionssichere Protokolle einrichten.",
            "Set up roles, four-eyes principle and audit-proof logs.",
          ],
          "medium",
          "it_security",
        ),
        task(
          ["Gate: Lösung testbereit", "Gate: solution ready for testing"],
          ["Alle Pilotfunktionen umgesetzt und technisch getestet.", "All pilot features built and technically tested."],
          "high",
          "project_manager",
        ),
      ],
    ),
    phase(
      "pilot",
      "test",
      ["Test & Pilotbetrieb", "Test & pilot"],
      ["Fachlich testen und im Pilotbereich erproben", "Test functionally and trial in a pilot area"],
      0.18,
      [
        task(
          ["Fachlicher Test mit Echtfällen", "Functional test with real cases"],
          [
            "Testfälle inklusive Ausnahmen durchspielen, Fehler beheben, Nachtests dokumentieren.",
            "Run test cases including exceptions; fix defects and document re-tests.",
          ],
          "high",
          "key_users",
        ),
        task(
          ["Pilotbetrieb für {subject} mit Kennzahlen", "Pilot {subject} with metrics"],
          [
            "Pilotbereich arbeitet im neuen Prozess; Durchlaufzeit, Fehlerquote und Zufriedenheit messen.",
            "The pilot area works in the new process; measure lead time, error rate and satisfaction.",
          ],
          "critical",
          "process_owners",
        ),
        task(
          ["Schulung der Anwenderinnen und Anwender", "Train the users"],
          ["Kurzschulungen und Anleitungen für den neuen Ablauf.", "Short training and guides for the new workflow."],
          "medium",
          "key_users",
        ),
        task(
          ["Gate: Rollout-Freigabe", "Gate: rollout approval"],
          [
            "Pilotergebnis erreicht die Ziele; Lenkungskreis gibt den Rollout frei.",
            "Pilot results meet the goals; the steering committee approves the rollout.",
          ],
          "critical",
          "sponsor",
        ),
      ],
    ),
    phase(
      "rollout",
      "launch",
      ["Rollout & Betrieb", "Rollout & operation"],
      ["Flächendeckend einführen und Betrieb sichern", "Roll out fully and secure operation"],
      0.17,
      [
        task(
          ["{subject} in allen Bereichen ausrollen", "Roll out {subject} to all areas"],
          ["Stufenweiser Rollout, Support vor Ort, Altprozess abschalten.", "Staged rollout, on-site support, switch off the old process."],
          "critical",
          "project_manager",
        ),
        task(
          ["Betriebsmodell und Verantwortung für Automatisierungen festlegen", "Define the operating model and ownership of automations"],
          [
            "Monitoring, Störungsbehebung, Änderungsprozess und fachliche Verantwortung übergeben.",
            "Hand over monitoring, incident handling, change process and business ownership.",
          ],
          "high",
          "it_operations",
        ),
        task(
          ["Gate: Nutzen nachgewiesen und Projekt abgeschlossen", "Gate: benefits proven and project closed"],
          [
            "Einsparungen und Qualitätsgewinne gegen die Ziele belegen; nächste Use Cases priorisieren.",
            "Prove savings and quality gains against the goals; prioritise the next use cases.",
          ],
          "high",
          "sponsor",
        ),
      ],
    ),
  ],
  roles: [],
  risks: [
    risk(
      ["Schlechter Prozess wird automatisiert", "A poor process gets automated"],
      [
        "Ohne Vereinfachung werden Umwege und Ausnahmen nur schneller abgearbeitet.",
        "Without simplification detours and exceptions are merely processed faster.",
      ],
      3,
      4,
      ["Soll-Prozess vor der Umsetzung vereinfachen und freigeben lassen.", "Simplify and approve the target process before building."],
      "process_owners",
    ),
    risk(
      ["Schnittstellen und Datenqualität", "Interfaces and data quality"],
      [
        "Unvollständige oder uneinheitliche Daten lassen Automatisierungen scheitern.",
        "Incomplete or inconsistent data make automations fail.",
      ],
      4,
      3,
      [
        "Datenqualitätsregeln, Ausnahmebehandlung mit manueller Klärung, Monitoring.",
        "Data quality rules, exception handling with manual clarification, monitoring.",
      ],
      "it_operations",
    ),
    risk(
      ["Widerstand der Mitarbeitenden", "Staff resistance"],
      ["Sorge um Arbeitsplätze oder Überwachung bremst die Nutzung.", "Fear for jobs or surveillance holds back adoption."],
      3,
      3,
      [
        "Offene Kommunikation, Beteiligung der Arbeitnehmervertretung, Entlastung sichtbar machen.",
        "Open communication, involve employee representatives, make relief visible.",
      ],
      "department_heads",
    ),
    risk(
      ["Abhängigkeit vom Plattformanbieter", "Dependence on the platform vendor"],
      ["Lizenzmodell oder Produktstrategie des Anbieters ändern sich.", "The vendor's licensing or product strategy changes."],
      2,
      3,
      [
        "Offene Schnittstellen, Exit-Klauseln, Dokumentation der Automatisierungen.",
        "Open interfaces, exit clauses, documented automations.",
      ],
      "purchasing",
    ),
  ],
  budget: [
    line("software", ["Plattform- und Lizenzkosten", "Platform and licence costs"], 0.25, "design"),
    line("services", ["Umsetzung durch Implementierungspartner", "Implementation partner"], 0.4, "build"),
    line("integration", ["Schnittstellen und Datenbereinigung", "Interfaces and data cleansing"], 0.15, "build"),
    line("training", ["Schulung und Change-Management", "Training and change management"], 0.1, "test"),
    line("internal", ["Interne Projektleitung und Fachbereich", "Internal project management and business time"], 0.1),
  ],
  weeks: 24,
  costFactor: 0.8,
  affectsEmployees: true,
};

const generic: ProjectTypeProfile = {
  keywords: {},
  name: { de: "Projekt", en: "Project" },
  subject: { de: { object: "das Vorhaben", head: "Vorhaben" }, en: { object: "the initiative", head: "initiative" } },
  phases: [
    phase(
      "initiation",
      "analyse",
      ["Initialisierung & Analyse", "Initiation & analysis"],
      ["Ziele, Umfang und Ausgangslage klären", "Clarify goals, scope and starting point"],
      0.18,
      [
        task(
          ["Projektauftrag mit Zielen, Umfang und Budgetrahmen", "Project charter with goals, scope and budget frame"],
          [
            "Messbare Ziele, Nicht-Ziele, Meilensteine und Entscheidungswege für {subject} festhalten.",
            "Record measurable goals, non-goals, milestones and decision paths for {subject}.",
          ],
          "high",
          "project_manager",
        ),
        task(
          ["Ist-Analyse und Anforderungen der Betroffenen", "As-is analysis and requirements of those affected"],
          [
            "Gespräche mit Fachbereichen, Kunden bzw. Nutzern; Anforderungen priorisieren.",
            "Talk to departments and customers or users; prioritise requirements.",
          ],
          "high",
          "department_heads",
        ),
        task(
          ["Stakeholder- und Risikoanalyse", "Stakeholder and risk analysis"],
          [
            "Beteiligte, Interessen und Hauptrisiken mit Gegenmaßnahmen erfassen.",
            "Capture parties, interests and main risks with countermeasures.",
          ],
          "medium",
          "project_manager",
        ),
        task(
          ["Gate: Projektauftrag freigegeben", "Gate: project charter approved"],
          ["Geschäftsführung gibt Auftrag, Team und Budget frei.", "Management approves charter, team and budget."],
          "critical",
          "sponsor",
        ),
      ],
    ),
    phase(
      "concept",
      "design",
      ["Konzeption & Planung", "Concept & planning"],
      ["Lösung konzipieren und Umsetzung planen", "Design the solution and plan the implementation"],
      0.22,
      [
        task(
          ["Lösungskonzept für {subject} erarbeiten", "Develop the solution concept for {subject}"],
          [
            "Varianten bewerten, Lösung auswählen und mit den Fachbereichen abstimmen.",
            "Assess options, choose the solution and agree it with the departments.",
          ],
          "high",
          "project_manager",
        ),
        task(
          ["Dienstleister und Beschaffung klären", "Settle suppliers and procurement"],
          ["Angebote einholen, vergleichen und Aufträge vergeben.", "Obtain and compare offers, award contracts."],
          "medium",
          "purchasing",
        ),
        task(
          ["Detaillierter Umsetzungs- und Kommunikationsplan", "Detailed implementation and communication plan"],
          [
            "Arbeitspakete, Verantwortliche, Termine und Kommunikationsanlässe festlegen.",
            "Define work packages, owners, dates and communication moments.",
          ],
          "medium",
          "project_manager",
        ),
        task(
          ["Gate: Konzept freigegeben", "Gate: concept approved"],
          ["Lenkungskreis gibt Konzept und Plan frei.", "The steering committee approves concept and plan."],
          "critical",
          "sponsor",
        ),
      ],
    ),
    phase(
      "implementation",
      "build",
      ["Umsetzung", "Implementation"],
      ["Arbeitspakete umsetzen und steuern", "Deliver and steer the work packages"],
      0.3,
      [
        task(
          ["Arbeitspakete für {subject} umsetzen", "Deliver the work packages for {subject}"],
          ["Umsetzung nach Plan mit wöchentlicher Fortschrittskontrolle.", "Deliver to plan with weekly progress checks."],
          "high",
          "department_heads",
        ),
        task(
          ["Fortschritt, Kosten und Risiken berichten", "Report progress, costs and risks"],
          [
            "Monatlicher Statusbericht an den Lenkungskreis mit Ampel und Entscheidungsbedarf.",
            "Monthly status report to the steering committee with traffic lights and decisions needed.",
          ],
          "medium",
          "project_manager",
        ),
        task(
          ["Betroffene informieren und schulen", "Inform and train those affected"],
          [
            "Schulungen und Informationen für alle, die künftig mit dem Ergebnis arbeiten.",
            "Training and information for everyone who will work with the result.",
          ],
          "medium",
          "hr",
        ),
        task(
          ["Gate: Umsetzung abgeschlossen", "Gate: implementation complete"],
          ["Alle Arbeitspakete geliefert und bereit zur Abnahme.", "All work packages delivered and ready for acceptance."],
          "high",
          "project_manager",
        ),
      ],
    ),
    phase(
      "acceptance",
      "test",
      ["Test & Abnahme", "Testing & acceptance"],
      ["Ergebnis prüfen und abnehmen", "Check and accept the result"],
      0.14,
      [
        task(
          ["{subject} gegen die Anforderungen prüfen", "Check the result of {subject} against the requirements"],
          [
            "Prüfung mit Fachbereichen, Abweichungen dokumentieren und beheben.",
            "Review with the departments; document and fix deviations.",
          ],
          "high",
          "quality",
        ),
        task(
          ["Einführung vorbereiten", "Prepare the introduction"],
          ["Einführungsplan, Kommunikation und Unterstützung festlegen.", "Fix introduction plan, communication and support."],
          "medium",
          "project_manager",
        ),
        task(
          ["Gate: Abnahme", "Gate: acceptance"],
          ["Formale Abnahme durch den Auftraggeber.", "Formal acceptance by the sponsor."],
          "critical",
          "sponsor",
        ),
      ],
    ),
    phase(
      "closure",
      "launch",
      ["Einführung & Abschluss", "Introduction & closure"],
      ["Ergebnis einführen, übergeben und Projekt abschließen", "Introduce the result, hand over, close the project"],
      0.16,
      [
        task(
          ["{subject} einführen", "Introduce {subject}"],
          [
            "Start im Regelbetrieb mit erhöhter Unterstützung in den ersten Wochen.",
            "Start in routine operation with extra support in the first weeks.",
          ],
          "critical",
          "project_manager",
        ),
        task(
          ["Übergabe an die Linienorganisation", "Handover to line management"],
          ["Verantwortung, Dokumentation und offene Punkte übergeben.", "Hand over responsibility, documentation and open points."],
          "medium",
          "department_heads",
        ),
        task(
          ["Gate: Projektabschluss und Lessons Learned", "Gate: project close and lessons learned"],
          ["Zielerreichung bewerten, Erfahrungen sichern, Team entlasten.", "Assess goal achievement, capture lessons, release the team."],
          "medium",
          "sponsor",
        ),
      ],
    ),
  ],
  roles: [],
  risks: [
    risk(
      ["Unklare Ziele und Anforderungen", "Unclear goals and requirements"],
      ["Ohne klare Ziele ändert sich der Umfang laufend.", "Without clear goals the scope keeps changing."],
      3,
      4,
      [
        "Projektauftrag mit messbaren Zielen, Änderungen nur über den Lenkungskreis.",
        "Charter with measurable goals; changes only via the steering committee.",
      ],
      "project_manager",
    ),
    risk(
      ["Ressourcenengpässe durch Tagesgeschäft", "Resource bottlenecks from daily business"],
      ["Projektmitglieder werden vom Tagesgeschäft abgezogen.", "Team members are pulled back into daily business."],
      4,
      3,
      [
        "Kapazitäten verbindlich zusagen lassen, Prioritäten durch die Geschäftsführung.",
        "Get binding capacity commitments; management sets priorities.",
      ],
      "sponsor",
    ),
    risk(
      ["Budgetüberschreitung", "Budget overrun"],
      ["Zusatzwünsche und Fehleinschätzungen erhöhen die Kosten.", "Extra requests and misestimates raise the cost."],
      3,
      3,
      ["Monatliches Kostencontrolling, Reserve nur mit Freigabe verwenden.", "Monthly cost control; use the reserve only with approval."],
      "finance_controlling",
    ),
    risk(
      ["Geringe Akzeptanz des Ergebnisses", "Low acceptance of the result"],
      ["Betroffene nutzen das Ergebnis nicht wie geplant.", "Those affected do not use the result as planned."],
      3,
      3,
      ["Früh einbinden, Nutzen kommunizieren, schulen.", "Involve early, communicate benefits, train."],
      "department_heads",
    ),
  ],
  budget: [
    line("external", ["Externe Dienstleister und Beratung", "External services and consulting"], 0.45, "build"),
    line("material", ["Sachmittel und Ausstattung", "Material and equipment"], 0.25, "build"),
    line("training", ["Schulung und Kommunikation", "Training and communication"], 0.1, "test"),
    line("internal", ["Interne Projektleitung", "Internal project management"], 0.2),
  ],
  weeks: 20,
  costFactor: 0.8,
  affectsEmployees: false,
};

export const PROJECT_TYPE_PROFILES: Readonly<Record<ProjectType, ProjectTypeProfile>> = {
  software,
  production,
  construction,
  relocation,
  product_launch: productLaunch,
  marketing,
  event,
  organisation,
  compliance,
  location,
  digitalisation,
  generic,
};

const MATCHER = new KeywordMatcher<ProjectType>(
  (Object.keys(PROJECT_TYPE_PROFILES) as ProjectType[])
    .filter((type) => type !== "generic")
    .map((type) => ({ key: type, keywords: PROJECT_TYPE_PROFILES[type].keywords })),
);

/** The project type a description points to; "generic" when nothing fits. */
export function projectTypeFromText(text: string): ProjectType {
  return MATCHER.best(lower(text), 2)?.key ?? "generic";
}
