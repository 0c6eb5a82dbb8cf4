"""The rules engine: cards, hands, pay tables, settlement, procedures. Standard library only."""
