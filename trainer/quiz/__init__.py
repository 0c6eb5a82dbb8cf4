"""Question generation, grading, explanations and scheduling. Standard library only."""
