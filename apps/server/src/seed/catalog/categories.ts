// The demo shop's category tree: departments, families and the leaf categories products are filed under.
import type { SeedCategory } from './types';

export const categories: SeedCategory[] = [
    {
        slug: 'telefonia',
        name: 'Telefonia',
        description: 'Smartphone, smartwatch e tutti gli accessori per restare sempre connessi.',
        children: [
            {
                slug: 'smartphone',
                name: 'Smartphone',
                description: 'Gli ultimi modelli Android e iPhone, nuovi e ricondizionati.',
                children: [
                    {
                        slug: 'smartphone-android',
                        name: 'Smartphone Android',
                        description: 'Telefoni Android di ogni fascia di prezzo, dai best buy ai top di gamma.',
                    },
                    {
                        slug: 'iphone',
                        name: 'iPhone',
                        description: 'Tutti gli iPhone Apple nelle diverse capacità di memoria.',
                    },
                    {
                        slug: 'smartphone-ricondizionati',
                        name: 'Smartphone ricondizionati',
                        description: 'Smartphone verificati, igienizzati e garantiti 12 mesi, a un prezzo più basso.',
                    },
                ],
            },
            {
                slug: 'wearable',
                name: 'Wearable',
                description: 'Dispositivi indossabili per sport, salute e notifiche al polso.',
                children: [
                    {
                        slug: 'smartwatch',
                        name: 'Smartwatch',
                        description: 'Orologi intelligenti con GPS, cardiofrequenzimetro e pagamenti contactless.',
                    },
                    {
                        slug: 'fitness-tracker',
                        name: 'Fitness tracker',
                        description: 'Braccialetti leggeri per monitorare passi, sonno e allenamenti.',
                    },
                ],
            },
            {
                slug: 'accessori-telefonia',
                name: 'Accessori telefonia',
                description: 'Cover, caricabatterie, cavi e power bank per il tuo smartphone.',
                children: [
                    {
                        slug: 'cover-e-pellicole',
                        name: 'Cover e pellicole',
                        description: 'Protezioni per smartphone in silicone, pelle e vetro temperato.',
                    },
                    {
                        slug: 'caricabatterie-e-power-bank',
                        name: 'Caricabatterie e power bank',
                        description: 'Alimentatori rapidi, caricatori wireless e batterie portatili.',
                    },
                ],
            },
        ],
    },
    {
        slug: 'tv-e-audio',
        name: 'TV e Audio',
        description: "Televisori, soundbar, cuffie e diffusori per l'intrattenimento in casa e fuori.",
        children: [
            {
                slug: 'televisori',
                name: 'Televisori',
                description: 'Smart TV 4K e 8K con tecnologie OLED, QLED e LED.',
                children: [
                    {
                        slug: 'tv-oled',
                        name: 'TV OLED',
                        description: 'Neri perfetti e contrasto infinito grazie ai pixel autoilluminanti.',
                    },
                    {
                        slug: 'tv-led',
                        name: 'TV LED e QLED',
                        description: 'Televisori LED, QLED e Mini LED luminosi e convenienti.',
                    },
                ],
            },
            {
                slug: 'audio',
                name: 'Audio',
                description: 'Cuffie, soundbar e speaker per ascoltare la musica come piace a te.',
                children: [
                    {
                        slug: 'cuffie',
                        name: 'Cuffie',
                        description: 'Cuffie over-ear e auricolari true wireless, anche con cancellazione del rumore.',
                    },
                    {
                        slug: 'soundbar',
                        name: 'Soundbar',
                        description: 'Barre audio e sistemi home cinema per un suono più pieno dalla TV.',
                    },
                    {
                        slug: 'speaker',
                        name: 'Speaker',
                        description: 'Diffusori Bluetooth portatili e smart speaker con assistente vocale.',
                    },
                ],
            },
        ],
    },
    {
        slug: 'informatica',
        name: 'Informatica',
        description: 'Computer, tablet, monitor, stampanti e reti per casa e ufficio.',
        children: [
            {
                slug: 'computer',
                name: 'Computer',
                description: 'Notebook e PC desktop per studio, lavoro e gaming.',
                children: [
                    {
                        slug: 'notebook',
                        name: 'Notebook',
                        description: 'Portatili Windows, Chromebook e MacBook, nuovi e ricondizionati.',
                    },
                    { slug: 'pc-desktop', name: 'PC desktop', description: 'Computer fissi, all-in-one e mini PC.' },
                ],
            },
            {
                slug: 'tablet',
                name: 'Tablet',
                description: 'Tablet per intrattenimento, studio e creatività.',
                children: [
                    {
                        slug: 'tablet-android',
                        name: 'Tablet Android',
                        description: 'Tablet Android con schermi ampi e lunga autonomia.',
                    },
                    { slug: 'ipad', name: 'iPad', description: 'iPad, iPad Air e iPad Pro con chip Apple.' },
                ],
            },
            {
                slug: 'periferiche',
                name: 'Monitor e periferiche',
                description: 'Monitor, stampanti, tastiere e mouse per completare la postazione.',
                children: [
                    {
                        slug: 'monitor',
                        name: 'Monitor',
                        description: 'Monitor per ufficio, grafica e gaming ad alta frequenza.',
                    },
                    {
                        slug: 'stampanti',
                        name: 'Stampanti',
                        description: 'Stampanti inkjet, laser e multifunzione, anche a serbatoio.',
                    },
                    {
                        slug: 'tastiere-e-mouse',
                        name: 'Tastiere e mouse',
                        description: 'Mouse, tastiere e combo wireless per lavorare comodi.',
                    },
                ],
            },
            {
                slug: 'networking',
                name: 'Networking',
                description: 'Router, sistemi mesh e ripetitori per un Wi-Fi stabile in tutta la casa.',
                children: [
                    {
                        slug: 'router-e-mesh',
                        name: 'Router e sistemi mesh',
                        description: 'Router Wi-Fi 6 e Wi-Fi 7, modem e sistemi mesh.',
                    },
                ],
            },
            {
                slug: 'software',
                name: 'Software',
                description: 'Licenze digitali per sicurezza e produttività.',
                children: [
                    {
                        slug: 'antivirus-e-produttivita',
                        name: 'Antivirus e produttività',
                        description: "Licenze antivirus e suite per l'ufficio, consegnate via email.",
                    },
                ],
            },
        ],
    },
    {
        slug: 'grandi-elettrodomestici',
        name: 'Grandi elettrodomestici',
        description: 'Lavatrici, frigoriferi, forni e climatizzatori con consegna e installazione.',
        children: [
            {
                slug: 'lavaggio',
                name: 'Lavaggio',
                description: 'Tutto per il bucato e le stoviglie.',
                children: [
                    {
                        slug: 'lavatrici',
                        name: 'Lavatrici',
                        description: "Lavatrici a carica frontale e dall'alto, anche lavasciuga.",
                    },
                    {
                        slug: 'asciugatrici',
                        name: 'Asciugatrici',
                        description: 'Asciugatrici a pompa di calore efficienti e delicate sui capi.',
                    },
                    {
                        slug: 'lavastoviglie',
                        name: 'Lavastoviglie',
                        description: 'Lavastoviglie da libera installazione e da incasso, 45 e 60 cm.',
                    },
                ],
            },
            {
                slug: 'freddo',
                name: 'Freddo',
                description: 'Frigoriferi e congelatori per conservare meglio il cibo.',
                children: [
                    {
                        slug: 'frigoriferi',
                        name: 'Frigoriferi',
                        description: 'Frigoriferi combinati, doppia porta e side by side.',
                    },
                    { slug: 'congelatori', name: 'Congelatori', description: 'Congelatori verticali e a pozzo.' },
                ],
            },
            {
                slug: 'cottura',
                name: 'Cottura',
                description: 'Forni e cucine per cucinare come uno chef.',
                children: [
                    {
                        slug: 'forni',
                        name: 'Forni',
                        description: 'Forni da incasso elettrici, ventilati, pirolitici e a vapore.',
                    },
                ],
            },
            {
                slug: 'climatizzazione',
                name: 'Climatizzazione',
                description: 'Condizionatori e pompe di calore per il comfort in ogni stagione.',
                children: [
                    {
                        slug: 'condizionatori',
                        name: 'Condizionatori',
                        description: 'Climatizzatori inverter mono e dual split, anche portatili.',
                    },
                ],
            },
        ],
    },
    {
        slug: 'piccoli-elettrodomestici',
        name: 'Piccoli elettrodomestici',
        description: 'Caffè, cucina, pulizia della casa e cura della persona.',
        children: [
            {
                slug: 'cucina',
                name: 'Cucina',
                description: 'Piccoli aiuti per colazione, pranzo e cena.',
                children: [
                    {
                        slug: 'macchine-caffe',
                        name: 'Macchine da caffè',
                        description: 'Macchine a capsule, espresso manuali e superautomatiche.',
                    },
                    {
                        slug: 'bollitori',
                        name: 'Bollitori',
                        description: 'Bollitori elettrici per tè, tisane e cucina.',
                    },
                    {
                        slug: 'frullatori-e-robot',
                        name: 'Frullatori e robot',
                        description: 'Frullatori, minipimer e robot da cucina.',
                    },
                    {
                        slug: 'microonde',
                        name: 'Forni a microonde',
                        description: 'Microonde con grill e funzioni combinate.',
                    },
                ],
            },
            {
                slug: 'pulizia-casa',
                name: 'Pulizia casa',
                description: 'Aspirapolvere, scope elettriche e cura del bucato.',
                children: [
                    {
                        slug: 'aspirapolvere',
                        name: 'Aspirapolvere',
                        description: 'Scope senza filo, robot aspirapolvere e aspiratori a traino.',
                    },
                    { slug: 'stiro', name: 'Stiro', description: 'Ferri da stiro e sistemi stiranti a vapore.' },
                ],
            },
            {
                slug: 'cura-persona',
                name: 'Cura della persona',
                description: 'Asciugacapelli, piastre, rasoi e regolabarba.',
                children: [
                    {
                        slug: 'asciugacapelli',
                        name: 'Asciugacapelli e styling',
                        description: 'Asciugacapelli, piastre e spazzole per ogni tipo di capello.',
                    },
                    {
                        slug: 'rasoi',
                        name: 'Rasoi e regolabarba',
                        description: 'Rasoi elettrici e regolabarba per la cura maschile.',
                    },
                ],
            },
        ],
    },
    {
        slug: 'gaming',
        name: 'Gaming',
        description: 'Console, controller e contenuti digitali per giocare.',
        children: [
            {
                slug: 'console-e-accessori',
                name: 'Console e accessori',
                description: 'Le console di ultima generazione e i loro controller.',
                children: [
                    {
                        slug: 'console',
                        name: 'Console',
                        description: 'PlayStation, Xbox e Nintendo Switch, fisse e portatili.',
                    },
                    { slug: 'controller', name: 'Controller', description: 'Controller ufficiali e pad per PC.' },
                ],
            },
            {
                slug: 'contenuti-digitali',
                name: 'Contenuti digitali',
                description: 'Ricariche e abbonamenti per i negozi digitali delle console.',
                children: [
                    {
                        slug: 'ricariche-gaming',
                        name: 'Ricariche e abbonamenti',
                        description: 'Codici digitali consegnati via email in pochi minuti.',
                    },
                ],
            },
        ],
    },
    {
        slug: 'foto-e-video',
        name: 'Foto e Video',
        description: 'Fotocamere, obiettivi e accessori per fotografi e videomaker.',
        children: [
            {
                slug: 'fotocamere',
                name: 'Fotocamere',
                description: 'Mirrorless, reflex e compatte digitali.',
                children: [
                    {
                        slug: 'mirrorless',
                        name: 'Mirrorless',
                        description: 'Fotocamere senza specchio leggere e veloci.',
                    },
                    { slug: 'reflex', name: 'Reflex', description: 'Reflex digitali con mirino ottico.' },
                    { slug: 'compatte', name: 'Compatte', description: 'Fotocamere compatte e a sviluppo istantaneo.' },
                ],
            },
            {
                slug: 'ottiche',
                name: 'Ottiche',
                description: 'Obiettivi per ogni innesto e ogni genere fotografico.',
                children: [
                    {
                        slug: 'obiettivi',
                        name: 'Obiettivi',
                        description: 'Zoom, fissi e teleobiettivi per mirrorless e reflex.',
                    },
                ],
            },
        ],
    },
    {
        slug: 'idee-regalo',
        name: 'Idee regalo',
        description: 'Carte regalo digitali da spendere su tutto il negozio.',
        children: [
            {
                slug: 'carte-regalo',
                name: 'Carte regalo',
                description: 'Gift card digitali inviate via email, valide 12 mesi.',
            },
        ],
    },
    {
        slug: 'servizi',
        name: 'Servizi',
        description: "Garanzie, consegna, installazione e ritiro dell'usato da aggiungere ai tuoi acquisti.",
        children: [
            {
                slug: 'garanzie',
                name: 'Garanzie',
                description: 'Estensioni di garanzia e protezione da danni accidentali.',
            },
            {
                slug: 'installazione',
                name: 'Installazione',
                description: 'Installazione e messa in funzione a cura di tecnici qualificati.',
            },
            { slug: 'consegna', name: 'Consegna', description: 'Consegna al piano e su appuntamento.' },
            {
                slug: 'ritiro-usato',
                name: "Ritiro dell'usato",
                description: 'Ritiro gratuito del vecchio apparecchio secondo la normativa RAEE.',
            },
        ],
    },
];
